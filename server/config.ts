// The server's configuration, from the environment (README, "Running it for real"; the names are
// fixed: tests and operators rely on them).
import { resolve } from 'node:path';
import type { S3StoreConfig } from './storage/s3Store';

export interface ServerConfig {
  port: number;
  host: string;
  /** `postgres://…`, or undefined for PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Load the demo seed and accounts into an empty database. */
  demo: boolean;
  /** Complaints per warehouse in the demo seed (other collections scale from it). */
  demoSize: number;
  admin?: { email: string; password: string };
  corsOrigins: string[];
  production: boolean;
  /**
   * JWT_SECRET: signs the access tokens (HS256), the same for every process sharing the database.
   * Required in production; in development, undefined: a random one per start (server/start.ts).
   */
  jwtSecret?: string;
  // Operations (issue 28 scope 4; readOperations below): absent in a config a test writes by hand,
  // where start.ts takes the defaults.
  /** pino's level for the JSON log lines (LOG_LEVEL). */
  logLevel?: LogLevel;
  /** A request not answered after this long gets 503 (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** How long a SIGTERM/SIGINT waits for the requests in flight before cutting them (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs?: number;
  /** PUBLIC_URL: the console's origin, in the job links customers are sent (default: the first CORS origin). */
  publicUrl?: string;
  /** How customer messages are delivered (server/messages); absent: none is sent, each is logged. */
  messaging?: MessagingConfig;
  /** Where files are kept (server/storage); absent in a hand-written test config: `<dataDir>/files`. */
  storage?: StorageConfig;
}

/** Where the server keeps files (photos, signatures, reports: server/storage), from FILE_STORAGE_DIR or S3_*. */
export type StorageConfig = { kind: 'local'; folder: string } | { kind: 's3'; s3: S3StoreConfig };

/**
 * The file storage: a folder (FILE_STORAGE_DIR, default `<DATA_DIR>/files`), or an S3-compatible bucket
 * when S3_BUCKET is set (S3_ENDPOINT for a store other than AWS, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX). Each problem is added to `problems`.
 */
export const readStorage = (env: NodeJS.ProcessEnv, dataDir: string, problems: string[]): StorageConfig => {
  if (!env.S3_BUCKET) return { kind: 'local', folder: resolve(env.FILE_STORAGE_DIR || resolve(dataDir, 'files')) };
  const endpoint = env.S3_ENDPOINT || undefined;
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) problems.push('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) problems.push(`S3_ENDPOINT must be a URL (http://host:port), got ${endpoint}`);
  return {
    kind: 's3',
    s3: {
      bucket: env.S3_BUCKET,
      endpoint,
      region: env.S3_REGION || 'ap-south-1',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      // A self-hosted store (an endpoint given) wants the bucket in the path unless told otherwise.
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1' : Boolean(endpoint),
      prefix: env.S3_PREFIX ?? '',
    },
  };
};

/** The customer messages' transports and timing (issue 30; docs/deploying.md, "Customer messages"). */
export interface MessagingConfig {
  /** SMTP_URL: `smtp://[user:password@]host:port` (`smtps://` for TLS from the start). */
  smtpUrl?: string;
  /** SMTP_FROM: the sender of the e-mails. */
  smtpFrom: string;
  /** The WhatsApp Cloud API (WHATSAPP_API_URL, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN): set when the id and token are. */
  whatsapp?: { url: string; phoneNumberId: string; token: string };
  /** An SMS flow API of the MSG91 kind (SMS_API_URL, SMS_AUTH_KEY, SMS_TEMPLATES: DLT template ids per event and language). */
  sms?: { url: string; authKey: string; templates: Record<string, Record<string, string>> };
  /** MESSAGE_RETRY_BASE_MS: the wait after a first failed attempt (doubling after each next one). */
  retryBaseMs: number;
  /** MESSAGE_POLL_MS: how often the worker looks for messages due. */
  pollMs: number;
}

export const MESSAGING_DEFAULTS = { smtpFrom: 'ServiceDesk <no-reply@localhost>', retryBaseMs: 30_000, pollMs: 2_000, whatsappUrl: 'https://graph.facebook.com/v21.0', smsUrl: 'https://control.msg91.com/api/v5/flow' };

/** PUBLIC_URL and the messaging variables; each problem is added to `problems`. */
export const readMessaging = (env: NodeJS.ProcessEnv, problems: string[]): { publicUrl?: string; messaging: MessagingConfig } => {
  const publicUrl = env.PUBLIC_URL || undefined;
  if (publicUrl && !/^https?:\/\/[^/]+/.test(publicUrl)) problems.push(`PUBLIC_URL must be the console's origin (https://console.example.in), got ${publicUrl}`);
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  const whatsapp = env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
    ? { url: (env.WHATSAPP_API_URL || MESSAGING_DEFAULTS.whatsappUrl).replace(/\/+$/, ''), phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID, token: env.WHATSAPP_TOKEN }
    : undefined;
  let templates: Record<string, Record<string, string>> = {};
  if (env.SMS_TEMPLATES) {
    try {
      templates = JSON.parse(env.SMS_TEMPLATES);
    } catch {
      problems.push('SMS_TEMPLATES must be JSON: {"complaintLogged": {"en": "<DLT template id>", "hi": "..."}, ...}');
    }
  }
  const sms = env.SMS_AUTH_KEY ? { url: env.SMS_API_URL || MESSAGING_DEFAULTS.smsUrl, authKey: env.SMS_AUTH_KEY, templates } : undefined;
  return {
    publicUrl,
    messaging: {
      smtpUrl,
      smtpFrom: env.SMTP_FROM || MESSAGING_DEFAULTS.smtpFrom,
      whatsapp,
      sms,
      retryBaseMs: millis(env, 'MESSAGE_RETRY_BASE_MS', MESSAGING_DEFAULTS.retryBaseMs, 10, problems),
      pollMs: millis(env, 'MESSAGE_POLL_MS', MESSAGING_DEFAULTS.pollMs, 10, problems),
    },
  };
};

/** The shortest JWT_SECRET taken: 32 characters (HS256 wants a key of at least 256 bits). */
export const JWT_SECRET_MIN = 32;

/** The console's dev server and `vite preview`, the origins a developer's console calls from. */
export const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'];

/** Reads the environment; throws one message listing every problem. */
export const readConfig = (env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): ServerConfig => {
  const problems: string[] = [];
  const port = env.PORT === undefined || env.PORT === '' ? 4010 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number, got ${env.PORT}`);
  const demoSize = env.DEMO_SIZE ? Number(env.DEMO_SIZE) : 60;
  if (!Number.isInteger(demoSize) || demoSize < 1) problems.push(`DEMO_SIZE must be a whole number of complaints, got ${env.DEMO_SIZE}`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres://');
  const admin = env.ADMIN_EMAIL || env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL ?? '', password: env.ADMIN_PASSWORD ?? '' } : undefined;
  if (admin && (!admin.email.includes('@') || admin.password.length < 8)) problems.push('ADMIN_EMAIL must be an e-mail address and ADMIN_PASSWORD at least 8 characters');
  const operations = readOperations(env, problems);
  const messaging = readMessaging(env, problems);
  const dataDir = resolve(env.DATA_DIR || './data');
  const storage = readStorage(env, dataDir, problems);
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret && jwtSecret.length < JWT_SECRET_MIN) problems.push(`JWT_SECRET must be at least ${JWT_SECRET_MIN} characters (e.g. openssl rand -base64 48)`);
  if (!jwtSecret && production) problems.push('JWT_SECRET is required when NODE_ENV=production: it signs the access tokens, the same for every process (e.g. openssl rand -base64 48)');
  if (problems.length) throw new Error(problems.join('\n'));
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    demo: env.DEMO === '1' || env.DEMO === 'true' || argv.includes('--demo'),
    demoSize,
    admin,
    corsOrigins: env.CORS_ORIGIN ? env.CORS_ORIGIN.split(',').map((o) => o.trim()).filter(Boolean) : DEV_ORIGINS,
    production,
    jwtSecret,
    ...operations,
    ...messaging,
    storage,
  };
};

// ---- Operations (issue 28 scope 4: logs, time limits, shutdown; docs/deploying.md) ----------------

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const OPERATIONS_DEFAULTS = { logLevel: 'info' as LogLevel, requestTimeoutMs: 20_000, shutdownTimeoutMs: 25_000 };

/** A whole number of milliseconds of at least `min`, or the default when unset. */
const millis = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, problems: string[]): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) problems.push(`${name} must be a whole number of milliseconds of at least ${min}, got ${raw}`);
  return n;
};

/** LOG_LEVEL, REQUEST_TIMEOUT_MS, SHUTDOWN_TIMEOUT_MS; each problem is added to `problems`. */
export const readOperations = (env: NodeJS.ProcessEnv, problems: string[]): Required<Pick<ServerConfig, 'logLevel' | 'requestTimeoutMs' | 'shutdownTimeoutMs'>> => {
  const level = (env.LOG_LEVEL || OPERATIONS_DEFAULTS.logLevel).toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${env.LOG_LEVEL}`);
  return {
    logLevel: level as LogLevel,
    requestTimeoutMs: millis(env, 'REQUEST_TIMEOUT_MS', OPERATIONS_DEFAULTS.requestTimeoutMs, 100, problems),
    shutdownTimeoutMs: millis(env, 'SHUTDOWN_TIMEOUT_MS', OPERATIONS_DEFAULTS.shutdownTimeoutMs, 0, problems),
  };
};
