// The public pages must not load react-admin or the demo backend: checked on the chunks the
// browser really fetches for /sign-in and /landing, against the build's module map.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FORBIDDEN = /node_modules\/(react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|ra-language-english|msw|@mswjs|@tanstack\/react-query)\/|\/mocks\//;

const fetchedChunks = async (page, path) => {
  const scripts = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js') && r.url().includes('/assets/')) scripts.push(new URL(r.url()).pathname.slice(1));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return scripts;
};

export const tests = [
  {
    name: 'public pages fetch no react-admin and no demo-backend code',
    async run({ page, root }) {
      const map = JSON.parse(readFileSync(join(root, 'dist/.vite/chunk-modules.json'), 'utf8'));
      for (const path of ['/sign-in', '/landing', '/register']) {
        const chunks = await fetchedChunks(page, path);
        assert.ok(chunks.length > 0, `no chunk seen for ${path}`);
        for (const chunk of chunks) {
          assert.ok(map[chunk], `chunk ${chunk} missing from the module map`);
          const bad = map[chunk].filter((m) => FORBIDDEN.test(m));
          assert.deepEqual(bad, [], `${path} loads ${chunk} holding ${bad.slice(0, 3).join(', ')}`);
        }
      }
      // And the console chunk really is where react-admin lives (the check is not vacuous).
      const all = Object.entries(map).filter(([, mods]) => mods.some((m) => /node_modules\/react-admin\//.test(m)));
      assert.ok(all.length > 0, 'react-admin found in no chunk at all');
    },
  },
  {
    name: 'the production build contains no developer sign-in bypass',
    async run({ root }) {
      const map = JSON.parse(readFileSync(join(root, 'dist/.vite/chunk-modules.json'), 'utf8'));
      for (const chunk of Object.keys(map)) {
        const code = readFileSync(join(root, 'dist', chunk), 'utf8');
        assert.ok(!code.includes('dev-bypass-token'), `${chunk} contains the developer bypass`);
      }
      assert.ok(!Object.values(map).flat().some((m) => /DevBypass/.test(m)), 'DevBypass module is in the build');
    },
  },
];
