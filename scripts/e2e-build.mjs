// Before `playwright test` (npm run test:e2e): builds dist/ when it is missing, or when E2E_REBUILD=1.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
if (!existsSync(join(root, 'dist', 'index.html')) || process.env.E2E_REBUILD === '1') {
  console.log('[e2e] building dist/ ...');
  execSync('npx vite build', { cwd: root, stdio: 'inherit' });
}
