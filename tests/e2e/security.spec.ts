// The production build's security headers (vite.security.ts, served by vite preview) and a load of the
// landing page, sign-in and a console screen with no Content-Security-Policy violation (the fixture
// fails the test on any) and no failed load (the favicon included).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { root } from './helpers';

test('the console is served with its CSP, nosniff and referrer policy', async ({ request }) => {
  for (const path of ['/landing', '/admin/service/complaints', '/favicon.svg']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, `${path} has no Content-Security-Policy`).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self' https://demo-api.invalid;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
});

test('the built index.html runs no inline script and carries the policy without frame-ancestors', () => {
  const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, body] of scripts) {
    expect(attrs, 'every script has a src').toMatch(/\bsrc="\/assets\//);
    expect(body.trim(), 'no inline script').toBe('');
  }
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  expect(meta).toContain("script-src 'self';");
  expect(meta).not.toContain('frame-ancestors');
});

test('landing, sign-in and a console screen load with no CSP violation and no failed request', async ({ page }) => {
  const failed: string[] = [];
  // The app's own files (the demo API's answers are the demo's business).
  const own = (url: string) => url.startsWith('http://127.0.0.1');
  page.on('response', (r) => {
    if (own(r.url()) && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    if (own(r.url())) failed.push(`failed ${r.url()}`);
  });
  await page.goto('/landing', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.waitForURL('**/sign-in');
  await page.getByLabel(/^Email/).first().fill('admin@demo.in');
  await page.getByLabel(/^Password/).first().fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Complaint Logging' }).click();
  await page.waitForURL('**/admin/service/complaints**');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // Emotion's run-time <style> tags are allowed ('unsafe-inline' for styles): the page is styled.
  expect(await page.evaluate(() => document.querySelectorAll('style[data-emotion]').length)).toBeGreaterThan(0);
  expect(failed).toEqual([]);
  // The favicon the document names is there (no 404 on every load).
  expect((await page.request.get('/favicon.svg')).status()).toBe(200);
});
