// `npm run server`: the API on PGlite (or PostgreSQL with DATABASE_URL), configured by the
// environment (server/config.ts, docs/deploying.md). Its log is JSON lines on standard output
// (server/logger.ts); the fatal line of a start that failed goes to standard error. SIGTERM or
// SIGINT stops it gracefully: no new connection is taken, the requests in flight are answered, the
// database is closed, and it exits 0 (1 when SHUTDOWN_TIMEOUT_MS had to cut requests).
import { format } from 'node:util';
import { readConfig, type ServerConfig } from './config';
import { createLogger, type Logger } from './logger';
import { startServer } from './start';

/** What the shared code prints (console.*) goes into the same JSON log. */
const captureConsole = (log: Logger) => {
  const to = (level: 'info' | 'warn' | 'error') => (...args: unknown[]) => {
    const err = args.find((a) => a instanceof Error);
    const text = format(...args.filter((a) => a !== err));
    if (err) log[level]({ err }, text);
    else log[level](text);
  };
  console.log = to('info');
  console.info = to('info');
  console.warn = to('warn');
  console.error = to('error');
};

let config: ServerConfig;
try {
  config = readConfig();
} catch (e) {
  createLogger({ stderr: true }).fatal(`invalid configuration: ${(e as Error).message}`);
  process.exit(1);
}
const log = createLogger({ level: config.logLevel });
captureConsole(log);
const started = Date.now();
const server = await startServer(config, { log, ownGlobals: true }).catch((e: unknown) => {
  createLogger({ stderr: true }).fatal({ err: e }, `could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
log.info(
  { url: server.url, database: config.databaseUrl ? 'postgres' : 'pglite', corsOrigins: config.corsOrigins, startMs: Date.now() - started },
  `listening on ${server.url} (${where}; ready in ${Date.now() - started} ms; CORS: ${config.corsOrigins.join(', ')})`,
);

let stopping = false;
const stop = (signal: string) => {
  // Once only: a signal sent both to a process group and passed on by a parent arrives twice.
  if (stopping) return;
  stopping = true;
  const since = Date.now();
  log.info({ signal }, `${signal}: stopping (no new connections; answering the requests in flight)`);
  server.close().then(
    ({ forced }) => {
      if (forced) log.error({ signal, stopMs: Date.now() - since }, 'stopped, but requests were cut after SHUTDOWN_TIMEOUT_MS');
      else log.info({ signal, stopMs: Date.now() - since }, 'stopped: every request answered, database closed');
      process.exit(forced ? 1 : 0);
    },
    (e: unknown) => {
      log.error({ err: e }, 'could not stop cleanly');
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
