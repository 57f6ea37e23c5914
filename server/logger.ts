// The server's log: one JSON object a line (pino), on standard output, at the level of LOG_LEVEL
// (docs/deploying.md, "Logs"). What a request logs is chosen field by field in server/app.ts
// (method, path without its query, status, duration, request id), never its headers or body; the
// redaction below is the second line of defence, for an object that is logged whole by mistake.
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/** Paths pino blanks out wherever they appear in a logged object (one level of nesting each). */
export const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["x-api-key"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  ...['password', 'currentPassword', 'newPassword', 'passwordHash', 'salt', 'token', 'accessToken', 'refreshToken', 'secret', 'jwtSecret'].flatMap((key) => [key, `*.${key}`]),
];

export interface LoggerOptions {
  level?: LogLevel;
  /** Where the lines go (tests collect them); default standard output. */
  destination?: DestinationStream;
  /** Standard error instead (the fatal line of a server that could not start). */
  stderr?: boolean;
}

/**
 * Standard output, written asynchronously: a request's line is queued and the lines queued meanwhile
 * go out in one write (a write a line was about a tenth of a list call's server CPU,
 * docs/scaling.md). What is still queued is written before the process exits, `process.exit` included.
 */
let stdout: ReturnType<typeof pino.destination> | null = null;
const standardOutput = () => {
  if (stdout) return stdout;
  const out = (stdout = pino.destination({ dest: 1, sync: false }));
  process.once('exit', () => out.flushSync());
  return out;
};

export const createLogger = ({ level = 'info', destination, stderr = false }: LoggerOptions = {}): Logger =>
  pino(
    {
      level,
      base: { pid: process.pid, service: 'servicedesk-server' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Levels by name ("info"), which log collectors read without a table.
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    // A fatal line on standard error is written at once: the process exits right after it.
    destination ?? (stderr ? pino.destination({ dest: 2, sync: true }) : standardOutput()),
  );

/** A logger that writes nothing (tests that start servers in-process). */
export const silentLogger = (): Logger => pino({ level: 'silent' });

/** A path segment that looks like a secret (a long random token), kept out of the log. */
const TOKEN_LIKE = /^(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}$/;

/** The path of a URL as logged: no query (it may carry secrets), token-like segments blanked. */
export const loggedPath = (url: string): string => {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://x').pathname;
  } catch {
    return '[unparsable]';
  }
  return pathname
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) ? '[redacted]' : segment))
    .join('/');
};
