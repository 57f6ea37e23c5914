// The server's configuration, from the environment (README, "Running it for real"; the names are
// fixed: tests and operators rely on them).
import { resolve } from 'node:path';

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
}

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
  if (problems.length) throw new Error(problems.join('\n'));
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir: resolve(env.DATA_DIR || './data'),
    demo: env.DEMO === '1' || env.DEMO === 'true' || argv.includes('--demo'),
    demoSize,
    admin,
    corsOrigins: env.CORS_ORIGIN ? env.CORS_ORIGIN.split(',').map((o) => o.trim()).filter(Boolean) : DEV_ORIGINS,
    production: env.NODE_ENV === 'production',
  };
};
