// README's first command, as that command: `npm start` (the dev server, the console on the embedded
// demo backend) from this checkout, then Explore Demo in Chromium lands on the dashboard. In .ci/run
// the checkout is a clean clone, so this is a newcomer's first start (Vite optimises its dependencies
// on the first request). Plain Playwright: the dev server sends no Content-Security-Policy.
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { root } from './helpers';

let child: ChildProcess | undefined;

test.afterAll(async () => {
  if (!child?.pid) return;
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  // npm starts Vite as its child: end the whole process group.
  process.kill(-child.pid, 'SIGTERM');
  await exited;
});

test('npm start serves the console: Explore Demo reaches the dashboard; /track/* is the job link page', async ({ page }) => {
  test.setTimeout(180_000);
  child = spawn('npm', ['start'], { cwd: root, detached: true, env: { ...process.env, BROWSER: 'none', NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  // Vite prints the address it took (5173, or the next free port when that one is busy).
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      // Without colour codes (Vite prints the port in bold on a terminal).
      // eslint-disable-next-line no-control-regex -- the escape character is what is stripped
      out += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      const m = /Local:\s+(http:\/\/[^\s/]+)/.exec(out);
      if (m) resolve(m[1]);
    };
    child!.stdout!.on('data', read);
    child!.stderr!.on('data', read);
    child!.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${out}`)));
  });
  await page.goto(`${url}/landing`);
  await page.getByRole('button', { name: 'Explore Demo' }).first().click();
  await page.waitForURL('**/admin/dashboard', { timeout: 150_000 });
  await expect(page.getByText('Complaints by status').first()).toBeVisible({ timeout: 60_000 });

  // A customer's job link is its own page (track.html), which the dev server serves for /track/*
  // (vite.config.ts): a link that does not open says so there.
  await page.goto(`${url}/track/not-a-token`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not open' })).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => document.querySelector('script[type="module"][src*="track"]')?.getAttribute('src'))).toContain('/src/track.tsx');
});
