// npm run bench: the performance budget of docs/performance.md, measured in one run against the
// floor (bench/floor: one <Admin>, one ListGuesser on ra-data-simple-rest, same versions).
// Prints one JSON object (each figure, the floor's, the ratio, the budget, ok) and exits 1 when a
// budget is broken. Progress goes to stderr, so stdout is the JSON alone.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import v8 from 'node:v8';
import vm from 'node:vm';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startStaticServer } from './staticServer.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
// The console is built into bench/.out, not dist/, so a bench run never swaps the files under an
// end-to-end run that is serving dist/. Same config, same output.
const consoleDist = join(root, 'bench/.out/console');
const floorDist = join(here, 'floor/dist');
// The budget's median of 5; BENCH_RUNS=n takes more samples when investigating a change.
const RUNS = Number(process.env.BENCH_RUNS) || 5;

const BUDGET = {
  buildSeconds: 15,
  signInJs: 0.45,
  dashboardJs: 1.15,
  complaintsFirstRow: 1.25,
  backendP95Ms: 10,
  serverReadySeconds: 10,
};

const log = (...args) => console.error('[bench]', ...args);
const round = (n, digits = 3) => Number(n.toFixed(digits));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const seconds = (fn) => {
  const started = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - started) / 1e9;
};
const npx = (args) => execFileSync('npx', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

// 1. Builds. The console's is the production build the budget is about (`npx vite build`).
log('building the console ...');
const consoleBuild = seconds(() => npx(['vite', 'build', '--outDir', consoleDist, '--emptyOutDir', '--logLevel', 'warn']));
log(`console built in ${consoleBuild.toFixed(1)} s; building the floor ...`);
const floorBuild = seconds(() => npx(['vite', 'build', '--config', 'bench/floor/vite.config.ts', '--logLevel', 'warn']));
log(`floor built in ${floorBuild.toFixed(1)} s; bundling the demo backend bench for Node ...`);
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  build: { ssr: join(here, 'backend.ts'), outDir: join(root, 'bench/.out/backend'), emptyOutDir: true, minify: false, rolldownOptions: { output: { entryFileNames: 'backend.mjs' } } },
});

// Which chunks of the console are the demo backend (msw and mocks/): counted apart on the dashboard.
const chunkModules = JSON.parse(readFileSync(join(consoleDist, '.vite/chunk-modules.json'), 'utf8'));
const DEMO_MODULE = /\/mocks\/|node_modules\/(msw|@mswjs)\//;
const isDemoBackend = (pathname) => {
  const modules = chunkModules[pathname.replace(/^\//, '')];
  return Boolean(modules?.some((m) => DEMO_MODULE.test(m)));
};
// The files a page fetched only because the demo backend runs in it: the chunks holding msw or mocks/,
// and the chunks those import (the rules the handlers run, split out of the console's rules chunk)
// that no other fetched file imports, statically or by a dynamic import. What the console itself
// needs stays counted, however the demo backend shares it.
const consoleManifest = JSON.parse(readFileSync(join(consoleDist, '.vite/manifest.json'), 'utf8'));
const manifestKeyOf = new Map(Object.entries(consoleManifest).map(([key, entry]) => [`/${entry.file}`, key]));
const staticClosure = (keys) => {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !consoleManifest[key]) return;
    seen.add(key);
    for (const next of consoleManifest[key].imports ?? []) walk(next);
  };
  keys.forEach(walk);
  return seen;
};
const demoOnlyFiles = (fetched) => {
  const keys = fetched.map((f) => manifestKeyOf.get(f.pathname)).filter(Boolean);
  const backendKeys = keys.filter((key) => isDemoBackend(`/${consoleManifest[key].file}`));
  const demoKeys = staticClosure(backendKeys);
  const otherKeys = keys.filter((key) => !demoKeys.has(key));
  const needed = new Set([...staticClosure(otherKeys)].flatMap((key) => [key, ...(consoleManifest[key].dynamicImports ?? [])]));
  const demoOnly = [...demoKeys].filter((key) => backendKeys.includes(key) || !needed.has(key));
  return new Set(demoOnly.map((key) => `/${consoleManifest[key].file}`));
};
// The job link page is a build of its own (vite.config.ts jobLinkBuild): the files its demo backend
// loads (msw, the handlers and the rules they import), and not the page itself, are counted apart.
const trackManifest = JSON.parse(readFileSync(join(consoleDist, '.vite/track-manifest.json'), 'utf8'));
const manifestClosure = (key, seen = new Set()) => {
  if (seen.has(key) || !trackManifest[key]) return seen;
  seen.add(key);
  for (const next of trackManifest[key].imports ?? []) manifestClosure(next, seen);
  return seen;
};
const trackPageFiles = new Set([...manifestClosure('track.html')].map((key) => `/${trackManifest[key].file}`));
const trackDemoFiles = new Set([...manifestClosure('mocks/browser.ts')].map((key) => `/${trackManifest[key].file}`).filter((file) => !trackPageFiles.has(file)));
if (!trackDemoFiles.size) throw new Error('bench: the job link build has no demo backend chunk (mocks/browser.ts) in its manifest');

// The floor's API: GET /complaints the way ra-data-simple-rest reads it (range, sort, Content-Range).
const STATUSES = ['open', 'assigned', 'in_progress', 'resolved', 'closed'];
const floorRows = Array.from({ length: 100 }, (_, i) => ({
  id: i + 1,
  customerId: 1 + (i % 37),
  productId: 1 + (i % 6),
  serialNo: `VST43${String(100000 + i * 7919).slice(0, 6)}`,
  description: 'No display, sound is working',
  status: STATUSES[i % STATUSES.length],
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 43_200_000).toISOString(),
  isUnderWarranty: i % 3 !== 0,
  assignedVendorId: i % 5 ? 1 + (i % 9) : null,
}));
const startFloorApi = async () => {
  const server = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Expose-Headers': 'Content-Range, X-Total-Count',
    };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' || url.pathname !== '/complaints') return res.writeHead(404, cors).end();
    const [field, order] = JSON.parse(url.searchParams.get('sort') || '["id","ASC"]');
    const [from, to] = JSON.parse(url.searchParams.get('range') || '[0,9]');
    const dir = order === 'DESC' ? -1 : 1;
    const rows = [...floorRows].sort((a, b) => (a[field] > b[field] ? 1 : a[field] < b[field] ? -1 : 0) * dir);
    const page = rows.slice(from, to + 1);
    res
      .writeHead(200, {
        ...cors,
        'Content-Type': 'application/json',
        'Content-Range': `complaints ${from}-${from + page.length - 1}/${rows.length}`,
        'X-Total-Count': String(rows.length),
      })
      .end(JSON.stringify(page));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
};

// 2 and 3. In headless Chromium: gzipped JS per page, and time to the first complaint row.
const consoleServer = await startStaticServer(consoleDist);
const floorServer = await startStaticServer(floorDist);
const floorApi = await startFloorApi();
const floorUrl = `${floorServer.url}/?api=${encodeURIComponent(floorApi.url)}#/complaints`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
// A returning user: the session (localStorage) and the demo data (IndexedDB) are in the browser
// before the app's first line, restored from the warm-up's storage state.
const DESK = { width: 1366, height: 900 };
const newContext = (storageState, viewport = DESK) => browser.newContext({ viewport, ...(storageState ? { storageState } : {}) });

/** Gzipped bytes (zlib, per response) of the JS a cold load of `url` fetches until `ready` and the network is idle. */
const jsFetched = async (url, ready, storage, viewport = DESK) => {
  const context = await newContext(storage, viewport);
  const page = await context.newPage();
  const sizes = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (!/\.m?js$/.test(pathname) && !type.includes('javascript')) return;
    sizes.push(response.body().then((body) => ({ pathname, gzip: gzipSync(body).length })).catch(() => null));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(sizes)).filter(Boolean);
  await context.close();
  return files;
};
const sum = (files) => files.reduce((n, f) => n + f.gzip, 0);

log('sign-in and dashboard JavaScript ...');
const floorFiles = await jsFetched(floorUrl, (page) => page.locator('table tbody tr').first().waitFor({ timeout: 60_000 }));
const signInFiles = await jsFetched(`${consoleServer.url}/sign-in`, (page) => page.getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 60_000 }));

// The session for the signed-in measurements: Explore Demo on /landing in a warm-up context, then its
// storage (the session and tenant in localStorage, the demo data in IndexedDB) starts each fresh context.
const warmUp = await newContext();
const warmPage = await warmUp.newPage();
await warmPage.goto(`${consoleServer.url}/landing`);
await warmPage.getByRole('button', { name: 'Explore Demo' }).first().click();
await warmPage.waitForURL('**/admin/dashboard', { timeout: 60_000 });
await warmPage.getByText('Complaints by status').first().waitFor({ timeout: 60_000 });
await warmPage.waitForLoadState('networkidle');
// A customer's job link (issue 30) of the demo's newest complaint, made in this session so its record is saved.
const trackUrl = await warmPage.evaluate(async () => {
  const headers = { Authorization: `Bearer ${localStorage.getItem('adminAccessToken')}`, 'X-Tenant-Id': localStorage.getItem('tenantId') || '1', 'Content-Type': 'application/json' };
  const api = 'https://demo-api.invalid/api';
  const complaint = (await (await fetch(`${api}/complaints?page=1&limit=1`, { headers })).json()).data[0];
  return (await (await fetch(`${api}/complaints/${complaint.id}/job-link`, { method: 'POST', headers, body: '{}' })).json()).url;
});
const session = await warmUp.storageState({ indexedDB: true });
await warmUp.close();

const dashboardFiles = await jsFetched(`${consoleServer.url}/admin/dashboard`, (page) => page.getByText('Complaints by status').first().waitFor({ timeout: 60_000 }), session);
const dashboardDemo = demoOnlyFiles(dashboardFiles);
const demoFiles = dashboardFiles.filter((f) => dashboardDemo.has(f.pathname));
const consoleDashboardFiles = dashboardFiles.filter((f) => !dashboardDemo.has(f.pathname));
// The job link page to its first paint of the complaint (a phone's first visit: no console code); the
// demo backend that answers it here is left out, as for the dashboard (a real server answers it).
const trackFiles = (
  await jsFetched(trackUrl, (page) => page.getByRole('heading', { level: 1, name: /^Service request #/ }).waitFor({ timeout: 60_000 }), session, { width: 390, height: 844 })
).filter((f) => !trackDemoFiles.has(f.pathname));
// BENCH_FILES=1 lists the files behind the sign-in and dashboard figures (to find what grew).
if (process.env.BENCH_FILES) log(JSON.stringify({ signInFiles, consoleDashboardFiles, trackFiles }));

/** Milliseconds from navigation start to the first table row holding a complaint id (polled every frame). */
const firstRowMs = async (url, storage) => {
  const context = await newContext(storage);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const row = [...document.querySelectorAll('table tbody tr')].find((tr) => [...tr.querySelectorAll('td')].some((td) => /^\d+$/.test(td.textContent?.trim() ?? '')));
      return row ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const ms = await handle.jsonValue();
  await context.close();
  return ms;
};

log('first complaint row, console and floor interleaved ...');
const complaintsUrl = `${consoleServer.url}/admin/service/complaints`;
// One untimed load of each first: the browser process itself is warm in every timed run.
await firstRowMs(complaintsUrl, session);
await firstRowMs(floorUrl);
const consoleRuns = [];
const floorRuns = [];
for (let i = 0; i < RUNS; i++) {
  consoleRuns.push(round(await firstRowMs(complaintsUrl, session), 0));
  floorRuns.push(round(await firstRowMs(floorUrl), 0));
  log(`run ${i + 1}: console ${consoleRuns.at(-1)} ms, floor ${floorRuns.at(-1)} ms`);
}
await browser.close();
await Promise.all([consoleServer.close(), floorServer.close(), floorApi.close()]);

// 4. The demo backend's complaint list over 100,000 complaints, in Node (after the browser work).
log('demo backend list over 100,000 complaints ...');
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
const { benchBackend } = await import(pathToFileURL(join(root, 'bench/.out/backend/backend.mjs')).href);
const backend = await benchBackend({ size: 100_000, calls: 500, gc });

// 5. The server (`npm run demo:server`): from the command to /ready on an empty PGlite folder (compile,
// migrations, the demo seed written), then again on the data it wrote (a restart).
// Vite's build above set NODE_ENV=production in this process, which the child inherits: a production
// server needs the secret that signs its access tokens (issue 28).
const serverSecret = randomBytes(48).toString('base64');
const serverReady = async (dataDir) => {
  const started = performance.now();
  const child = spawn('node', ['scripts/server.mjs', '--demo'], { cwd: root, env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: serverSecret }, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolveUrl, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolveUrl(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
  });
  while (!(await fetch(`${url}/ready`).then((r) => r.ok, () => false))) await new Promise((r) => setTimeout(r, 20));
  const ms = performance.now() - started;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return ms;
};
log('server start on PGlite with the demo seed ...');
const serverDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
const serverFirstMs = await serverReady(serverDir);
const serverRestartMs = await serverReady(serverDir);
rmSync(serverDir, { recursive: true, force: true });

const ratioFigure = (consoleValue, floorValue, budget, extra = {}) => {
  const ratio = consoleValue / floorValue;
  return { console: consoleValue, floor: floorValue, ratio: round(ratio), budget, ok: ratio <= budget, ...extra };
};
const result = {
  productionBuildSeconds: { console: round(consoleBuild, 1), floor: round(floorBuild, 1), budget: BUDGET.buildSeconds, ok: consoleBuild < BUDGET.buildSeconds },
  signInJsGzip: ratioFigure(sum(signInFiles), sum(floorFiles), BUDGET.signInJs, { consoleFiles: signInFiles.length }),
  // The customer's job link (issue 30), on a 390 px phone: its budget is the sign-in page's.
  trackLinkJsGzip: ratioFigure(sum(trackFiles), sum(floorFiles), BUDGET.signInJs, { consoleFiles: trackFiles.length }),
  dashboardJsGzip: ratioFigure(sum(consoleDashboardFiles), sum(floorFiles), BUDGET.dashboardJs, {
    consoleFiles: consoleDashboardFiles.length,
    demoBackendExcluded: sum(demoFiles),
    demoBackendFiles: demoFiles.map((f) => f.pathname),
  }),
  complaintsFirstRowMs: ratioFigure(median(consoleRuns), median(floorRuns), BUDGET.complaintsFirstRow, { consoleRuns, floorRuns }),
  backendComplaintListMs: {
    p50: backend.p50Ms,
    p95: backend.p95Ms,
    max: backend.maxMs,
    budget: BUDGET.backendP95Ms,
    ok: backend.p95Ms <= BUDGET.backendP95Ms,
    complaints: backend.complaints,
    calls: backend.calls,
    callsOver10Ms: backend.callsOver10Ms,
    seedMs: backend.seedMs,
  },
  serverReadySeconds: {
    firstStart: round(serverFirstMs / 1000, 2),
    restart: round(serverRestartMs / 1000, 2),
    budget: BUDGET.serverReadySeconds,
    ok: Math.max(serverFirstMs, serverRestartMs) / 1000 <= BUDGET.serverReadySeconds,
  },
};
result.ok = Object.values(result).every((figure) => figure.ok);
console.log(JSON.stringify(result, null, 2));
process.exit(result.ok ? 0 : 1);
