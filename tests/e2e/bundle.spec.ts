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
