#!/usr/bin/env node
// `npm run demo:server`: the demo backend's handlers over HTTP for a team to share (README, "A shared
// demo server"). The server is TypeScript sharing code with the console (src/config.ts reads
// `import.meta.env`), so it is loaded through Vite's module runner, which the repo already has.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const port = env.PORT ? Number(env.PORT) : undefined;
if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) {
  console.error(`[demo-server] PORT must be a port number, got ${env.PORT}`);
  process.exit(1);
}
const corsOrigins = (env.CORS_ORIGIN || '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

const { module } = await runnerImport('/scripts/demo-server/server.ts', {
  root,
  configFile: false,
  logLevel: 'error',
  server: { preTransformRequests: false },
});
const { startDemoServer, DEFAULTS } = module;
const file = env.DEMO_DATA || DEFAULTS.file;
const server = await startDemoServer({ port, host: env.HOST || undefined, file, corsOrigins });
console.log(`[demo-server] serving the demo backend on ${server.url} (data: ${file}; CORS: ${corsOrigins.length ? corsOrigins.join(', ') : 'any origin'})`);

let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`[demo-server] ${signal}: stopping, writing the data file`);
  try {
    await server.close();
    process.exit(0);
  } catch (e) {
    console.error('[demo-server] could not stop cleanly', e);
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
