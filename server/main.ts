// `npm run server`: the API on PGlite (or PostgreSQL with DATABASE_URL), configured by the
// environment (server/config.ts, README "Running it for real").
import { readConfig } from './config';
import { startServer } from './start';

let config;
try {
  config = readConfig();
} catch (e) {
  console.error(`[server] ${(e as Error).message}`);
  process.exit(1);
}
const started = Date.now();
const server = await startServer(config).catch((e: unknown) => {
  console.error(`[server] could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`[server] listening on ${server.url} (${where}; ready in ${Date.now() - started} ms; CORS: ${config.corsOrigins.join(', ')})`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: stopping`);
  server.close().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error('[server] could not stop cleanly', e);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
