// The sign-in throttle per client address on the server (issue 28): server/app.ts notes each request's
// socket address for the handlers (mocks/handlers/sessions.ts), so 100 failed sign-ins a minute from
// one address, over any accounts, close sign-in from there; a request with no address (in-process)
// is held to the account limit only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { startServer, type RunningServer } from '../../server/start';
import { ADDRESS_LIMIT } from '../../src/domain/signInThrottle';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';
import { memoisePasswordHashing } from '../setup/passwordMemo';

// Each wrong password here is checked at the full cost; the same one, memoised, costs that once.
memoisePasswordHashing();

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(
    { port: 0, host: '127.0.0.1', dataDir: '', demo: true, demoSize: 12, corsOrigins: [], production: false },
    { database: await openDatabase({}), log: null },
  );
});
afterAll(async () => {
  await server.close();
  await server.database.close();
});

const signIn = (email: string, password: string, inProcess = false) => {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) };
  return inProcess ? server.fetch(new Request(`${server.url}/api/users/login`, init)) : fetch(`${server.url}/api/users/login`, init);
};

describe('sign-in throttled per address', () => {
  it(`after ${ADDRESS_LIMIT.attempts} failures from one address, any sign-in from it is 429 with Retry-After`, async () => {
    for (let i = 0; i < ADDRESS_LIMIT.attempts; i++) expect((await signIn(`guess${i}@example.in`, 'Wrong@1234')).status).toBe(401);
    const refused = await signIn(DEMO_ACCOUNTS.warehouseAdmin, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ messageKey: 'serverText.tooManySignIns' });
    // Not an account limit: the same account signs in from elsewhere (here: in-process, no address).
    expect((await signIn(DEMO_ACCOUNTS.warehouseAdmin, DEMO_PASSWORD, true)).status).toBe(200);
  });
});
