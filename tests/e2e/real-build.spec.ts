// A build for a real API (dist-real/, VITE_API_URL=http://127.0.0.1:4999, no VITE_DEMO) holds no demo:
// no Explore Demo, no demo chunk fetched or even built, no msw service worker; its policy connects to
// that API only. scripts/e2e-build.mjs builds it; playwright.config.ts serves it on REAL_PORT.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { root } from './helpers';
import { REAL_API, REAL_PORT } from '../../playwright.config';

const DIST = join(root, 'dist-real');
const DEMO_MODULES = /\/mocks\/|node_modules\/(msw|@mswjs)\/|\/src\/public\/ExploreDemo/;

test.use({ baseURL: `http://127.0.0.1:${REAL_PORT}` });

test('the real-API build offers no Explore Demo and fetches no demo chunk', async ({ page }) => {
  const scripts: string[] = [];
  const workers: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  // Demo mode left on by an earlier demo build on this origin is ignored.
  await page.addInitScript(() => localStorage.setItem('demoMode', '1'));
  for (const path of ['/landing', '/sign-in']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Explore Demo' })).toHaveCount(0);
    // Nor the demo accounts the demo build lists under the sign-in form.
    await expect(page.getByRole('region', { name: 'Demo accounts' })).toHaveCount(0);
    await expect(page.getByText(/@demo\.in|Demo@1234/)).toHaveCount(0);
    workers.push(...(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? '?'))));
  }
  // Signing in talks to the configured API (nothing listens there: the console says it cannot reach it).
  await page.getByLabel(/^Email/).first().fill('admin@demo.in');
  await page.getByLabel(/^Password/).first().fill('Demo@1234');
  const login = page.waitForRequest((r) => r.url().includes('/users/login'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect(new URL((await login).url()).origin).toBe(REAL_API);
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('demoMode'))).toBeNull();

  const map: Record<string, string[]> = JSON.parse(readFileSync(join(DIST, '.vite/chunk-modules.json'), 'utf8'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const mods = map[script.slice(1)] ?? [];
    expect(mods.filter((m) => DEMO_MODULES.test(m)), `${script} is demo code`).toEqual([]);
  }
  expect(workers, 'no service worker registered').toEqual([]);
});

test('the real-API build contains no demo code and no msw worker, and its policy names only its API', async ({ request }) => {
  expect(existsSync(join(DIST, 'mockServiceWorker.js')), 'dist-real/mockServiceWorker.js').toBe(false);
  expect((await request.get('/mockServiceWorker.js')).headers()['content-type']).toContain('text/html');
  const map: Record<string, string[]> = JSON.parse(readFileSync(join(DIST, '.vite/chunk-modules.json'), 'utf8'));
  for (const [chunk, mods] of Object.entries(map)) {
    expect(mods.filter((m) => DEMO_MODULES.test(m)), `${chunk} holds demo modules`).toEqual([]);
  }
  // msw's own code (its '[MSW]' log prefix) is in no built file.
  const mswIn = (dir: string) =>
    readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js') && readFileSync(join(dir, 'assets', f), 'utf8').includes('[MSW]'));
  expect(mswIn(DIST)).toEqual([]);
  // The demo accounts (src/config.ts DEMO_ACCOUNTS, listed on the demo build's sign-in page) are in no built file.
  const demoAccountIn = (dir: string) =>
    readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js') && readFileSync(join(dir, 'assets', f), 'utf8').includes('superadmin@demo.in'));
  expect(demoAccountIn(DIST)).toEqual([]);
  expect(demoAccountIn(join(root, 'dist')).length).toBeGreaterThan(0);
  // And the same checks find the demo in the demo build (they are not vacuous).
  const demoMap: Record<string, string[]> = JSON.parse(readFileSync(join(root, 'dist/.vite/chunk-modules.json'), 'utf8'));
  expect(Object.values(demoMap).flat().some((m) => DEMO_MODULES.test(m))).toBe(true);
  expect(mswIn(join(root, 'dist')).length).toBeGreaterThan(0);

  const csp = (await request.get('/landing')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`connect-src 'self' ${REAL_API};`);
  expect(csp).not.toContain('demo-api.invalid');
  expect(readFileSync(join(DIST, 'index.html'), 'utf8')).toContain(`connect-src 'self' ${REAL_API};`);
});
