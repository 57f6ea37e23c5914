import { defineConfig } from '@playwright/test';

// End-to-end tests in Debian's headless Chromium against the production build (dist/), served by
// `vite preview` with the build's security headers, and a build for a real API (dist-real/).
// `npm run test:e2e` builds both first when missing (or when E2E_REBUILD=1): scripts/e2e-build.mjs.
const PORT = Number(process.env.E2E_PORT || 4174);
const baseURL = `http://127.0.0.1:${PORT}`;
// The real-API build (dist-real/, built for an API at REAL_API where nothing listens) on the next port:
// tests/e2e/real-build.spec.ts. Its preview gets the same VITE_API_URL, so its headers name that API.
export const REAL_PORT = Number(process.env.E2E_REAL_PORT || PORT + 1);
export const REAL_API = 'http://127.0.0.1:4999';
// The real server (`npm run demo:server`, PGlite in a fresh folder) and the console built for it
// (dist-server/): tests/e2e/lifecycle.spec.ts runs its journey there too.
export const SERVER_PORT = Number(process.env.E2E_SERVER_PORT || PORT + 2);
const SERVER_API_PORT = Number(process.env.E2E_SERVER_API_PORT || 4011);
export const SERVER_API = `http://127.0.0.1:${SERVER_API_PORT}`;
// The customer messages' SMTP server and WhatsApp fake (tests/e2e/message-sinks.mjs), which the server sends to.
const SINK_SMTP_PORT = Number(process.env.E2E_SINK_SMTP_PORT || 2525);
const SINK_HTTP_PORT = Number(process.env.E2E_SINK_HTTP_PORT || 4012);
export const SINKS = `http://127.0.0.1:${SINK_HTTP_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores, and every test drives a whole Chromium: one at a time.
  workers: 1,
  // The longest journeys take about 15 s; the axe sweep of every page sets its own timeout.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir dist-real --port ${REAL_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${REAL_PORT}`,
      env: { VITE_API_URL: REAL_API },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node tests/e2e/message-sinks.mjs',
      url: `${SINKS}/received`,
      env: { SINK_SMTP_PORT: String(SINK_SMTP_PORT), SINK_HTTP_PORT: String(SINK_HTTP_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'rm -rf test-results/server-data && npm run --silent demo:server',
      url: `${SERVER_API}/ready`,
      env: {
        PORT: String(SERVER_API_PORT),
        DATA_DIR: 'test-results/server-data',
        CORS_ORIGIN: `http://127.0.0.1:${SERVER_PORT}`,
        DEMO_SIZE: '60',
        // Customer messages (issue 30): e-mail and WhatsApp to the sinks above, links to the console built for this server.
        PUBLIC_URL: `http://127.0.0.1:${SERVER_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SINK_SMTP_PORT}`,
        WHATSAPP_API_URL: `${SINKS}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: '1055',
        WHATSAPP_TOKEN: 'e2e-token',
        MESSAGE_POLL_MS: '200',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir dist-server --port ${SERVER_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${SERVER_PORT}`,
      env: { VITE_API_URL: SERVER_API },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
