// Before `playwright test` (npm run test:e2e): builds what is missing, or all when E2E_REBUILD=1:
// dist/ (the demo build every journey runs on) and dist-real/ (a build for a real API at
// http://127.0.0.1:4999, where nothing listens: tests/e2e/real-build.spec.ts checks it has no demo).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const rebuild = process.env.E2E_REBUILD === '1';
if (rebuild || !existsSync(join(root, 'dist', 'index.html'))) {
  console.log('[e2e] building dist/ ...');
  execSync('npx vite build', { cwd: root, stdio: 'inherit' });
}
if (rebuild || !existsSync(join(root, 'dist-real', 'index.html'))) {
  console.log('[e2e] building dist-real/ (VITE_API_URL=http://127.0.0.1:4999) ...');
  const env = { ...process.env, VITE_API_URL: 'http://127.0.0.1:4999' };
  delete env.VITE_DEMO;
  execSync('npx vite build --outDir dist-real --logLevel warn', { cwd: root, stdio: 'inherit', env });
}
// dist-server/: for the real server the end-to-end run starts (npm run demo:server on port 4011).
if (rebuild || !existsSync(join(root, 'dist-server', 'index.html'))) {
  const api = `http://127.0.0.1:${process.env.E2E_SERVER_API_PORT || 4011}`;
  console.log(`[e2e] building dist-server/ (VITE_API_URL=${api}) ...`);
  const env = { ...process.env, VITE_API_URL: api };
  delete env.VITE_DEMO;
  execSync('npx vite build --outDir dist-server --logLevel warn', { cwd: root, stdio: 'inherit', env });
}
