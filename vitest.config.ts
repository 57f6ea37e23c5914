import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects, cheapest first (issue 10): `unit` is pure code in Node, with no DOM and no
// setup; `api` is the demo backend over msw/node with the call layer, no React; `ui` is screens in
// jsdom, one screen per test through tests/ui/harness.tsx, and a few whole-app smoke tests.
export default defineConfig({
  plugins: [react()],
  test: {
    // A test that needs longer than this on the 2-core machine is too slow, not unlucky.
    testTimeout: 15000,
    hookTimeout: 15000,
    maxWorkers: 2,
    // Worker threads start and tear down faster than child processes (about 12 % on the ui files).
    pool: 'threads',
    css: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          setupFiles: ['tests/setup/node-storage.ts', 'tests/setup/msw.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
});
