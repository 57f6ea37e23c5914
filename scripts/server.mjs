#!/usr/bin/env node
// `npm run server` (and `npm run demo:server`, the same with DEMO=1): compiles server/main.ts and
// what it imports (the handlers, schemas and rules it shares with the console) into one Node file
// with esbuild, then runs it. No Vite at run time: the shared code's `import.meta.env` (read by the
// console's build) is fixed to an empty object, and packages stay in node_modules.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = join(root, 'node_modules', '.cache', 'servicedesk-server', 'main.mjs');
if (process.argv.includes('--demo')) process.env.DEMO ??= '1';
const { outputFiles } = await build({
  entryPoints: [join(root, 'server', 'main.ts')],
  outfile,
  write: false,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  define: { 'import.meta.env': '{}' },
  logLevel: 'warning',
});
// Written beside and renamed into place: two servers starting at once never read a half-written file.
await mkdir(dirname(outfile), { recursive: true });
const partial = `${outfile}.${process.pid}.tmp`;
await writeFile(partial, outputFiles[0].contents);
await rename(partial, outfile);
await import(pathToFileURL(outfile).href);
