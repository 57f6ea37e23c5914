// End-to-end tests in Debian's headless Chromium (playwright-core), against the production build.
// Usage: npm run test:e2e [-- name-filter]. Builds dist/ first when it is missing.
import { existsSync, mkdirSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const dist = join(root, 'dist');
const filter = process.argv[2] ?? '';

if (!existsSync(join(dist, 'index.html')) || process.env.E2E_REBUILD === '1') {
  console.log('[e2e] building dist/ ...');
  execSync('npx vite build', { cwd: root, stdio: 'inherit' });
}
mkdirSync(join(root, 'test-results'), { recursive: true });

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const server = await startStaticServer(dist);

const files = (await readdir(here)).filter((f) => f.endsWith('.e2e.mjs')).sort();
let passed = 0;
let failed = 0;
for (const file of files) {
  const mod = await import(pathToFileURL(join(here, file)).href);
  for (const t of mod.tests ?? []) {
    const name = `${file} > ${t.name}`;
    if (filter && !name.includes(filter)) continue;
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    const started = Date.now();
    try {
      await t.run({ page, context, baseURL: server.url, root, pageErrors });
      if (pageErrors.length) throw new Error(`uncaught page error: ${pageErrors[0].stack || pageErrors[0]}`);
      passed++;
      console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      const shot = join(root, 'test-results', `${file.replace(/\W+/g, '_')}-${t.name.replace(/\W+/g, '_')}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      console.log(`  ✗ ${name}\n    ${String(e?.stack || e).split('\n').slice(0, 6).join('\n    ')}\n    screenshot: ${shot}`);
    } finally {
      await context.close();
    }
  }
}
await server.close();
await browser.close();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
