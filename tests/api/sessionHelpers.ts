import { afterEach, expect, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORIGIN, DEMO_PASSWORD } from '../../src/config';

// The sign-in helpers shared by the session tests (sessions.test.ts, sessions-for-real.test.ts). Raw
// fetch, not the console's http client, so the client's own renewing does not hide the answers and
// every answer is read as sent.

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

type Options = { token?: string; body?: unknown; tenant?: string };

const send = (method: string, path: string, { token, body, tenant = '1' }: Options = {}) => {
  const headers: Record<string, string> = { 'X-Tenant-Id': tenant };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${DEMO_ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
};
const read = async (response: Response) => ({ status: response.status, body: (await response.json()) as { success?: boolean; message?: string; data?: any } });

/** One call to the demo backend (warehouse 1 unless told): its status and body. */
export const call = async (method: string, path: string, options: Options = {}) => read(await send(method, path, options));

/** One sign-in attempt: its status, body and Retry-After header (null when not sent). */
export const attempt = async (email: string, password: string) => {
  const response = await send('POST', '/api/users/login', { body: { email, password } });
  return { ...(await read(response)), retryAfter: response.headers.get('Retry-After') };
};

/** Signs in (default: the super admin with the demo password), expecting 200; the tokens it gave. */
export const login = async (email: string = DEMO_ACCOUNTS.superAdmin, password = DEMO_PASSWORD) => {
  const res = await attempt(email, password);
  expect(res.status, `${email} signs in`).toBe(200);
  return res.body.data as Tokens;
};
export const refresh = (refreshToken: unknown) => call('POST', '/v1/auth/refresh', { body: { refreshToken } });
export const profile = (token: string) => call('GET', '/v1/auth/profile', { token });

/** Fake Date only (msw's timers stay real), starting at a whole second. */
export const startClock = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const t0 = Math.floor(Date.now() / 1000) * 1000;
  vi.setSystemTime(t0);
  return (ms: number) => vi.setSystemTime(t0 + ms);
};

/** Puts the real timers back after each test of the calling file (call at its top level). */
export const realTimersAfterEach = () =>
  afterEach(() => {
    vi.useRealTimers();
  });
