// The public pages must not load react-admin or the demo backend: checked on the chunks the
// browser really fetches for /sign-in and /landing, against the build's module map.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { root } from './helpers';

const FORBIDDEN = /node_modules\/(react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|ra-language-english|msw|@mswjs|@tanstack\/react-query)\/|\/mocks\//;

/** dist/.vite/chunk-modules.json (written by vite.config.ts): the source modules of every chunk. */
const moduleMap = (): Record<string, string[]> => JSON.parse(readFileSync(join(root, 'dist/.vite/chunk-modules.json'), 'utf8'));

const fetchedChunks = async (page: Page, path: string) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js') && r.url().includes('/assets/')) scripts.push(new URL(r.url()).pathname.slice(1));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return scripts;
};

test('public pages fetch no react-admin and no demo-backend code', async ({ page }) => {
  const map = moduleMap();
  for (const path of ['/sign-in', '/landing', '/register']) {
    const chunks = await fetchedChunks(page, path);
    expect(chunks.length, `no chunk seen for ${path}`).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(map[chunk], `chunk ${chunk} missing from the module map`).toBeTruthy();
      const bad = map[chunk].filter((m) => FORBIDDEN.test(m));
      expect(bad, `${path} loads ${chunk} holding ${bad.slice(0, 3).join(', ')}`).toEqual([]);
    }
  }
  // And the console chunks really are where react-admin lives (the check is not vacuous). The console
  // uses react-admin's parts (ra-core, ra-ui-materialui) through its barrel, which leaves no module of its own.
  const all = Object.entries(map).filter(([, mods]) => mods.some((m) => /node_modules\/(ra-core|ra-ui-materialui)\//.test(m)));
  expect(all.length, 'react-admin found in no chunk at all').toBeGreaterThan(0);
});

test('the production build contains no developer sign-in bypass', () => {
  const map = moduleMap();
  for (const chunk of Object.keys(map)) {
    const code = readFileSync(join(root, 'dist', chunk), 'utf8');
    expect(code.includes('dev-bypass-token'), `${chunk} contains the developer bypass`).toBe(false);
  }
  expect(Object.values(map).flat().some((m) => /DevBypass/.test(m)), 'DevBypass module is in the build').toBe(false);
});

test("a customer's job link is its own page: its chunks hold no react-admin, no router and no sign-in page", async ({ page }) => {
  // The link page is a build of its own (vite.config.ts jobLinkBuild), with its own module map.
  const map: Record<string, string[]> = JSON.parse(readFileSync(join(root, 'dist/.vite/track-chunk-modules.json'), 'utf8'));
  const manifest: Record<string, { file: string; imports?: string[] }> = JSON.parse(readFileSync(join(root, 'dist/.vite/track-manifest.json'), 'utf8'));
  const chunks = await fetchedChunks(page, '/track/not-a-token');
  // What the page loads before it asks (track.html's static imports): it is what `vite preview` served.
  const first = new Set<string>();
  const walk = (key: string) => {
    if (first.has(manifest[key].file)) return;
    first.add(manifest[key].file);
    manifest[key].imports?.forEach(walk);
  };
  walk('track.html');
  for (const chunk of first) expect(chunks, `the link page did not load ${chunk}`).toContain(chunk);
  for (const chunk of first) {
    const bad = map[chunk].filter((m) => FORBIDDEN.test(m) || /node_modules\/react-router|\/src\/(public\/SignInPage|AppRoutes|console\/)/.test(m));
    expect(bad, `the link page's ${chunk} holds ${bad.slice(0, 3).join(', ')}`).toEqual([]);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not open' })).toBeVisible();
});
