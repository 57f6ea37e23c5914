// Issue 31 scope 1, its first part: the console is installable on a phone. Chromium itself is asked
// (the DevTools protocol's installability check, what decides whether it offers "Install app") on
// the production build, in a browser profile of its own: Chromium offers no install in an incognito
// window, which every Playwright context is. The manifest's start is the technician's My jobs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';

test('Chromium reports the console installable: manifest with name, icons and My jobs as its start', async ({ baseURL }) => {
  const profile = await mkdtemp(join(tmpdir(), 'servicedesk-install-'));
  // The same Chromium and flags as every other test (playwright.config.ts).
  const { executablePath, args } = test.info().project.use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, { executablePath, args, baseURL, viewport: { width: 390, height: 844 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    const manifest = JSON.parse(data!) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'ServiceDesk Console', start_url: '/admin/service/my-jobs', display: 'standalone' });
    expect(manifest.icons.map((i) => i.purpose)).toContain('maskable');
    // Every icon is there, a PNG of the size it says.
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
      const png = await response.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
