import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { englishParts } from './vite.englishParts.ts';
import { fileURLToPath } from 'node:url';

// The api files that need fresh modules: persistence starts its own stores, permissions-refresh
// and early-data test the console's once-per-page-load refresh and first page, demo-mode resets the
// modules (vi.resetModules), which in a shared worker would hand the files after it a second store.
// The projects that share a worker's modules between files leave them out; they run in a project of
// their own (api-fresh).
const API_FRESH_MODULES = ['tests/api/persistence.test.ts', 'tests/api/permissions-refresh.test.ts', 'tests/api/early-data.test.ts', 'tests/api/demo-mode.test.ts'];

// Four projects, cheapest first (issue 10): `unit` is pure code in Node, with no DOM and no
// setup; `api` is the demo backend over msw/node with the call layer, no React; `ui` is screens in
// jsdom, one screen per test through tests/ui/harness.tsx; `app` the few whole-app smoke tests.
export default defineConfig({
  // The same English parts as the build and the dev server (vite.englishParts.ts).
  plugins: [react(), englishParts()],
  test: {
    // Room for a test whose screen waits (findBy*, up to 12 s each: tests/setup/dom.ts) on a machine
    // running a second suite beside this one (issue 29); the suite's own time shows slowness.
    testTimeout: 45000,
    hookTimeout: 30000,
    maxWorkers: 2,
    // A test's console output is shown when it fails: the passing ones' expected refusals (thousands
    // of logged HttpErrors) are not formatted and printed, about 2 % of the screen tests' time.
    silent: 'passed-only',
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
          exclude: API_FRESH_MODULES,
          setupFiles: ['tests/setup/node-storage.ts', 'tests/setup/msw.ts', 'tests/setup/contract-check.ts'],
          // The files share a worker's loaded modules (the handlers, msw, the contract's Ajv) instead
          // of loading them again each: about a fifth of the project's time.
          isolate: false,
        },
      },
      {
        // The api files that need their modules fresh (see API_FRESH_MODULES).
        extends: true,
        test: {
          name: 'api-fresh',
          environment: 'node',
          include: API_FRESH_MODULES,
          setupFiles: ['tests/setup/node-storage.ts', 'tests/setup/msw.ts', 'tests/setup/contract-check.ts'],
        },
      },
      {
        // The same api tests against the real server (server/), its store on SQL: PGlite in memory,
        // or PostgreSQL with TEST_DATABASE_URL (.ci/run). mocks/node is replaced by a stand-in that
        // forwards the demo origin's calls over HTTP. One server per worker, shared by its files.
        extends: true,
        resolve: {
          alias: [{ find: /^.*\/mocks\/node$/, replacement: fileURLToPath(new URL('tests/setup/server-node.ts', import.meta.url)) }],
        },
        test: {
          name: 'api-server',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // These start their own stores and servers, or test the console's once-per-page-load
          // refresh, which needs its modules fresh (this project shares them).
          exclude: API_FRESH_MODULES.slice(0, 2),
          setupFiles: ['tests/setup/node-storage.ts', 'tests/setup/msw.ts', 'tests/setup/contract-check.ts'],
          isolate: false,
          // Every write also compares the touched collections whole and fails when the rows the store
          // tracked missed a change (mocks/db.ts, server/db/sqlStore.ts).
          env: { ROW_TRACKING_CHECK: '1' },
        },
      },
      {
        // `npm run server` and `npm run demo:server` as child processes, over real HTTP: each test
        // starts a server or two (compile, PGlite, seed), hence the longer time; a hook that starts a
        // database (lists.test.ts) takes about 10 s alone and three times that on a loaded machine.
        extends: true,
        test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'], testTimeout: 90_000, hookTimeout: 90_000 },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.tsx'],
          // Isolated below: the public pages' tests stand a mock in for the console (vi.mock), which in
          // a shared worker would stay for the files after them.
          exclude: ['tests/ui/app/**', 'tests/ui/public/**'],
          setupFiles: ['tests/setup/msw.ts', 'tests/setup/dom.ts'],
          // One screen per test, each from a fresh DOM, backend and storage (the setup files run
          // again before every file): the files share a worker's loaded modules instead of importing
          // react-admin and MUI again each, about a fifth of the suite's time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The whole-app smoke tests: the console's entry keeps once-per-page-load state (the
          // prepared first screen, the permissions refresh), so each file gets fresh modules; and the
          // public pages' tests, which mock the console.
          name: 'app',
          environment: 'jsdom',
          include: ['tests/ui/app/**/*.test.tsx', 'tests/ui/public/**/*.test.tsx'],
          setupFiles: ['tests/setup/msw.ts', 'tests/setup/dom.ts', 'tests/setup/whole-app.ts'],
          // Room for the longer waits of tests/setup/whole-app.ts.
          testTimeout: 90_000,
        },
      },
    ],
  },
});
