import { build as viteBuild, defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { englishParts } from './vite.englishParts.ts';
import { cspMetaTag, demoLeftOut, securityHeaders, type BuildEnv } from './vite.security.ts';

/**
 * Writes dist/.vite/chunk-modules.json: for every JS chunk, the source modules it holds. The
 * end-to-end bundle check uses it to prove the public pages load no react-admin and no demo backend.
 */
const chunkModules = (): Plugin => ({
  name: 'chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const map: Record<string, string[]> = {};
    for (const [file, output] of Object.entries(bundle)) {
      // A chunk of stylesheets alone (the Devanagari font's CSS) is dropped by Vite after this hook: not listed.
      if (output.type === 'chunk' && !output.moduleIds.every((id) => /\.css($|\?)/.test(id))) {
        map[file] = output.moduleIds.map((id) => id.replace(process.cwd(), ''));
      }
    }
    const fileName = jobLinkPage() ? '.vite/track-chunk-modules.json' : '.vite/chunk-modules.json';
    this.emitFile({ type: 'asset', fileName, source: JSON.stringify(map, null, 1) });
  },
});

/**
 * `/track/<token>`, the customer's job link, is answered with track.html (its own entry, src/track.tsx)
 * by the dev server and by `vite preview`, as nginx does in production (docs/deploying.md); every other
 * path falls back to index.html as before.
 */
const trackPageHtml = (): Plugin => {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url && /^\/track\/[^/?#]+\/?(\?|$)/.test(req.url)) req.url = '/track.html';
    next();
  };
  return {
    name: 'track-page-html',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
};

/** Set while the job link page is built (jobLinkBuild): the config then builds track.html alone. */
const JOB_LINK_BUILD = 'SERVICEDESK_JOB_LINK_BUILD';
const jobLinkPage = () => process.env[JOB_LINK_BUILD] === '1';

/**
 * `vite build` makes two builds into one folder: the console's (index.html: the public pages, then the
 * console), then the customer's job link page (track.html), as a build of its own. One build of both
 * pages would share their common modules (react, MUI) in chunks cut between them: the sign-in page
 * would fetch two files instead of one and more bytes (2.3 KB gzipped measured, past its budget), or the
 * link page the sign-in page's chunk. Built apart, each page's first load is one chunk of its own
 * (docs/performance.md, "The job link page"). The second build reads this same config with
 * JOB_LINK_BUILD set, into the same folder (its manifest: .vite/track-manifest.json).
 */
const jobLinkBuild = (): Plugin => ({
  name: 'job-link-build',
  apply: 'build',
  async buildApp(builder) {
    if (jobLinkPage()) return;
    await builder.build(builder.environments.client);
    const { root, mode, configFile, logLevel } = builder.config;
    process.env[JOB_LINK_BUILD] = '1';
    try {
      await viteBuild({ root, mode, configFile, logLevel, build: { outDir: builder.config.build.outDir, emptyOutDir: false } });
    } finally {
      delete process.env[JOB_LINK_BUILD];
    }
  },
});

// The public shell is the entry; the console (react-admin) and the demo backend (msw + seed)
// are reached only through dynamic imports, so they land in chunks of their own.
export default defineConfig(({ mode }) => {
  // VITE_API_URL and VITE_DEMO as the build sees them (the shell's, else .env files): they decide the
  // policy's connect-src and whether the demo is in the build (src/config.ts DEMO_ALLOWED).
  const vars = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const env: BuildEnv = { apiUrl: vars.VITE_API_URL, demo: vars.VITE_DEMO };
  return {
    // Library fixes are not made here: they are patch-package diffs applied to node_modules on
    // install (patches/README.md), so dev, tests and build run the same code. The built index.html
    // gets the Content-Security-Policy as a meta tag (vite.security.ts; the dev server none); a
    // real-API build leaves the demo backend out.
    plugins: [
      react(),
      // i18n/en.json in parts (the sign-in page's, the public pages', the console's): vite.englishParts.ts.
      englishParts(),
      chunkModules(),
      cspMetaTag(env),
      demoLeftOut(env),
      trackPageHtml(),
      jobLinkBuild(),
    ],
    build: {
      manifest: jobLinkPage() ? '.vite/track-manifest.json' : true,
      // Every browser of Vite's default target but Safari 16 supports <link rel="modulepreload">;
      // there the links are merely ignored. The polyfill would add 1.2 KB to the sign-in page.
      modulePreload: { polyfill: false },
      sourcemap: false,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        // The console's page, or the customer's job link page (jobLinkBuild).
        input: jobLinkPage() ? 'track.html' : 'index.html',
        output: {
          codeSplitting: {
            // Everything the entry imports statically (react, MUI, the sign-in page...) in one chunk,
            // not in a dozen pieces cut along what the lazy chunks share: one file gzips smaller.
            groups: [
              { name: 'public-shell', tags: ['$initial'], priority: 1 },
              // The business rules, used by the console and the demo backend alike: one small chunk
              // rather than one per file (a cold console load fetches them all anyway). Left out: the
              // rules only the demo backend runs (list conditions, audit changes, callers, dependants,
              // passwords, session tokens and job links with jose, the rate limits, the customer messages' delivery and ratings) and those of a few screens only
              // (CSV, GSTR-1, BOM import and lines, the assign dialog's suggestions, a complaint's timeline,
              // the GST tables, invoice numbering, amounts in words): they go with their own lazy chunks,
              // not onto every cold console load.
              {
                name: 'domain',
                test: /[\\/]src[\\/](domain[\\/](?!csv|commissionReport|listQuery|audit|customers|dependants|passwords|tokens|jobLink|rateLimit|customerMessages|feedback|signInThrottle|invoiceGstr1|bomImport|bomLines|technicianSuggestions|timeline\.|amountInWords|gst\.|invoiceSeries|customerView)|config\.ts)/,
              },
              // The console and the modules it uses (a group takes a module's dependencies with it), then
              // the dashboard's, then the list pages' shared shell: without these groups a cold load of a
              // list fetched about 50 small chunks, 6 at a time over HTTP/1.1, in two waves
              // (docs/performance.md, the first complaint row). The console's is loaded by every console
              // page, the dashboard's (the usual first screen) holds what most screens share, the lists'
              // by every list page: no page fetches much it does not run (the dashboard's JS fell, 1.13
              // -> 1.11). First the public pages past sign-in (landing, sign-up...) with what they share
              // with the console, so that they never fetch the console's chunk
              // (tests/e2e/bundle.spec.ts).
              { name: 'public-pages', test: /[\\/]src[\\/]public[\\/]/ },
              { name: 'console', test: /[\\/]src[\\/]console[\\/]App\.tsx$/ },
              { name: 'dashboard', test: /[\\/]src[\\/]dashboard[\\/]index\.ts$/ },
              { name: 'lists', test: /[\\/]src[\\/]ui[\\/](ListCard|DateText|ReferenceName|MutationButton|MutationDialogButton|RowActionButton|selectFilters|SelectFilterInput|ScreenPage|EmptyState|ErrorAlert|PrevNextPagination|SampleDataBanner)\.tsx?$/ },
            ],
          },
        },
      },
    },
    // The dev server's first run (issue 17; measured by `npm run first-run`, scripts/first-run.mjs). The
    // optimiser scans every screen and the demo backend at start, so no dependency is found late (a late
    // one reloads the page); the warm-up transforms the landing page, the console, the dashboard and the
    // demo backend before they are asked for, so that the first Explore Demo does not wait for some 300
    // source files to be transformed one request at a time.
    optimizeDeps: { entries: ['index.html', 'src/**/*.tsx', 'mocks/browser.ts'] },
    server: {
      port: 5173,
      warmup: {
        clientFiles: ['./src/main.tsx', './src/public/LandingPage.tsx', './src/console/App.tsx', './src/dashboard/index.ts', './mocks/browser.ts'],
      },
    },
    // The production build is served with its security headers (README, "Deploying"). The dev server
    // sends none: Vite's HMR client is an inline script.
    preview: { port: 4173, headers: securityHeaders(env) },
  };
});
