#!/usr/bin/env node
// `npm run server` (and `npm run demo:server`, the same with DEMO=1): compiles server/main.ts and
// what it imports (the handlers, schemas and rules it shares with the console) into one Node file
// with esbuild, then runs it. No Vite at run time: the shared code's `import.meta.env` (read by the
// console's build) is fixed to an empty object, and packages stay in node_modules.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = join(root, 'node_modules', '.cache', 'servicedesk-server', 'main.mjs');
if (process.argv.includes('--demo')) process.env.DEMO ??= '1';
await build({
  entryPoints: [join(root, 'server', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  define: { 'import.meta.env': '{}' },
  logLevel: 'warning',
});
await import(pathToFileURL(outfile).href);
