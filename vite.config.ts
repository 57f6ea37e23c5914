import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PUBLIC_PARTS, SIGN_IN_PARTS, pickMessages } from './src/i18n/messageParts.js';

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
      if (output.type === 'chunk') map[file] = output.moduleIds.map((id) => id.replace(process.cwd(), ''));
    }
    this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map, null, 1) });
  },
});

/**
 * react-admin's default router adapter (ra-core) falls back to a hash router of its own
 * (createHashRouter + RouterProvider, that is react-router's whole data router) when <Admin> is not
 * inside a router. The console always is (the BrowserRouter of src/main.tsx), so in the build that
 * adapter gets react-router-dom without those two. This matters because react-router is a single
 * module shared with the public pages: whatever the console uses of it ships in the sign-in page's
 * entry chunk (about 17 KB gzipped for the data router).
 */
const RA_ROUTER_ADAPTER = /\/ra-core\/dist\/routing\/adapters\/reactRouterProvider\.js$/;
const ROUTER_WITHOUT_DATA_ROUTER = '\0react-router-dom-without-data-router';
const raRouterWithoutDataRouter = (): Plugin => {
  let reactRouterDom = '';
  return {
    name: 'ra-router-without-data-router',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'react-router-dom' || !importer || !RA_ROUTER_ADAPTER.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      reactRouterDom = resolved.id;
      return ROUTER_WITHOUT_DATA_ROUTER;
    },
    load(id) {
      if (id !== ROUTER_WITHOUT_DATA_ROUTER) return null;
      return [
        `export * from ${JSON.stringify(reactRouterDom)};`,
        `const outsideRouter = () => { throw new Error('<Admin> must render inside the BrowserRouter of src/main.tsx'); };`,
        // useBlocker needs a data router too: ra-core calls it only when useCanBlock() says there is one.
        'export { outsideRouter as createHashRouter, outsideRouter as RouterProvider, outsideRouter as useBlocker };',
      ].join('\n');
    },
  };
};

/**
 * The public pages need only a few parts of i18n/en.json (src/i18n/messageParts.js), but one JSON
 * module shared with the console would ship whole in the entry chunk (about 12 KB gzipped). So in
 * the build, src/i18n/messages.ts (sign-in, in the entry) and src/i18n/publicEnglish.ts (the other
 * public pages, a lazy chunk) each get a copy of en.json holding just their parts; the console's
 * i18nProvider keeps importing the real file.
 */
const MESSAGE_COPIES: Record<string, readonly string[]> = { messages: SIGN_IN_PARTS, publicEnglish: PUBLIC_PARTS };
const publicMessages = (): Plugin => ({
  name: 'public-messages',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    const copy = importer?.match(/\/src\/i18n\/(\w+)\.ts$/)?.[1];
    if (copy && copy in MESSAGE_COPIES && source.endsWith('/i18n/en.json')) return `\0i18n/en.json (${copy})`;
    return null;
  },
  load(id) {
    const copy = id.match(/^\0i18n\/en\.json \((\w+)\)$/)?.[1];
    if (!copy) return null;
    const file = resolve(process.cwd(), 'i18n/en.json');
    this.addWatchFile(file);
    const parts = pickMessages(JSON.parse(readFileSync(file, 'utf8')), MESSAGE_COPIES[copy]);
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(parts))});`;
  },
});

/**
 * MUI themes come in two kinds: plain, and with CSS variables (`cssVariables` or `colorSchemes` in
 * the options). Ours and react-admin's, built from src/theme.ts, are plain, but createTheme and
 * ThemeProvider import the CSS-variables machinery for the other kind; in the sign-in page's entry
 * chunk and in the console that is about 8 KB gzipped of code that never runs. The build gives those
 * two modules a stand-in that says so if a theme with CSS variables ever reaches it.
 */
const CSS_VARIABLES_STUBS: Array<[importer: RegExp, source: string, code: string]> = [
  [/\/@mui\/material\/esm\/styles\/createTheme\.js$/, './createThemeWithVars.js', 'export default'],
  [/\/@mui\/material\/esm\/styles\/ThemeProvider\.js$/, './ThemeProviderWithVars.js', 'export const CssVarsProvider ='],
];
const withoutCssVariables = (): Plugin => ({
  name: 'mui-without-css-variables',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    const stub = CSS_VARIABLES_STUBS.findIndex(([from, path]) => source === path && importer && from.test(importer));
    return stub < 0 ? null : `\0mui-css-variables-stub-${stub}`;
  },
  load(id) {
    const stub = id.match(/^\0mui-css-variables-stub-(\d)$/)?.[1];
    if (stub === undefined) return null;
    const message = 'Themes with CSS variables are left out of this build (see vite.config.ts)';
    return `${CSS_VARIABLES_STUBS[Number(stub)][2]} () => { throw new Error(${JSON.stringify(message)}); };`;
  },
});

/**
 * msw keeps cookies a handler sets in a tough-cookie jar, which brings the public suffix list
 * (tldts) into the demo backend chunk: about a third of its size, parsed on every cold console
 * load. The demo API authenticates with bearer tokens and sets no cookies, so the browser build gets
 * a jar that holds none (tests in Node keep msw's own). Request cookies from document.cookie and
 * the Cookie header still reach the handlers.
 */
const MSW_COOKIE_STORE = /[\\/]msw[\\/]lib[\\/]core[\\/]utils[\\/]cookieStore\.mjs$/;
const mswWithoutCookieJar = (): Plugin => ({
  name: 'msw-without-cookie-jar',
  apply: 'build',
  enforce: 'pre',
  load: (id) =>
    MSW_COOKIE_STORE.test(id)
      ? 'export const cookieStore = { getCookies: () => [], setCookie: async () => undefined };'
      : null,
});

/**
 * react-admin's own login form (<Admin>'s default loginPage, at /admin/login) is never shown here:
 * the console signs in at /sign-in, where /admin/login already ends up. The form brings
 * react-hook-form and react-admin's inputs into every console page (about 28 KB gzipped on the
 * dashboard), so in the build <Admin>'s default login page is a redirect to /sign-in instead.
 */
const RA_ADMIN_UI = /\/ra-ui-materialui\/dist\/AdminUI\.js$/;
const LOGIN_AS_SIGN_IN = '\0ra-login-as-sign-in';
const raLoginAsSignIn = (): Plugin => {
  let authCallback = '';
  return {
    name: 'ra-login-as-sign-in',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== './auth/index.js' || !importer || !RA_ADMIN_UI.test(importer)) return null;
      const resolved = await this.resolve('./auth/AuthCallback.js', importer, { skipSelf: true });
      if (!resolved) return null;
      authCallback = resolved.id;
      return LOGIN_AS_SIGN_IN;
    },
    load(id) {
      if (id !== LOGIN_AS_SIGN_IN) return null;
      return [
        "import { createElement } from 'react';",
        "import { Navigate } from 'react-router-dom';",
        `export { AuthCallback } from ${JSON.stringify(authCallback)};`,
        "export const Login = () => createElement(Navigate, { to: '/sign-in', replace: true });",
      ].join('\n');
    },
  };
};

/**
 * node-polyglot (react-admin's translator) reaches Object.entries through the object.entries
 * polyfill, which brings about 20 KB of es-abstract helpers (get-intrinsic, call-bind...) into the
 * console. Every browser Vite targets has Object.entries.
 */
const NATIVE_OBJECT_ENTRIES = '\0object.entries (native)';
const nativeObjectEntries = (): Plugin => ({
  name: 'native-object-entries',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source) => (source === 'object.entries' ? NATIVE_OBJECT_ENTRIES : null),
  load: (id) => (id === NATIVE_OBJECT_ENTRIES ? 'module.exports = Object.entries;' : null),
});

// The public shell is the entry; the console (react-admin) and the demo backend (msw + seed)
// are reached only through dynamic imports, so they land in chunks of their own.
export default defineConfig({
  plugins: [react(), raRouterWithoutDataRouter(), raLoginAsSignIn(), publicMessages(), withoutCssVariables(), nativeObjectEntries(), mswWithoutCookieJar(), chunkModules()],
  build: {
    manifest: true,
    // Every browser of Vite's default target but Safari 16 supports <link rel="modulepreload">;
    // there the links are merely ignored. The polyfill would add 1.2 KB to the sign-in page.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (react, MUI, the sign-in page...) in one chunk,
          // not in a dozen pieces cut along what the lazy chunks share: one file gzips smaller.
          groups: [
            { name: 'public-shell', tags: ['$initial'], priority: 1 },
            // The business rules, used by the console and the demo backend alike: one small chunk
            // rather than one per file (a cold console load fetches them all anyway).
            { name: 'domain', test: /[\\/]src[\\/](domain[\\/](?!csv|commissionReport)|config\.ts)/ },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
