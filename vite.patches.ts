// The build's patches of library internals (vite.config.ts uses them; tests/unit/build-patches.test.ts
// checks them). Each one replaces a module, or an import in a module, found by its path inside
// node_modules (or src). A dependency update that moves or renames that file would make the patch
// silently do nothing, so every patch records what it applied and the build fails, naming the
// patch, when one of its targets was never seen.
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { CONSOLE_PARTS, PUBLIC_PARTS, SIGN_IN_PARTS, consoleRestParts, pickMessages } from './src/i18n/messageParts.js';
import { statementPatch, verifiedPatch, type PatchTarget } from './vite.patchKit.ts';

export { modulePattern, verifiedPatch, type PatchTarget, type VerifiedPatch } from './vite.patchKit.ts';

/**
 * react-admin's default router adapter (ra-core) falls back to a hash router of its own
 * (createHashRouter + RouterProvider, that is react-router's whole data router) when <Admin> is not
 * inside a router. The console always is (the BrowserRouter of src/main.tsx), so in the build that
 * adapter gets react-router-dom without those two. This matters because react-router is a single
 * module shared with the public pages: whatever the console uses of it ships in the sign-in page's
 * entry chunk (about 17 KB gzipped for the data router).
 */
const ROUTER_WITHOUT_DATA_ROUTER = '\0react-router-dom-without-data-router';
export const raRouterWithoutDataRouter = (): Plugin => {
  const patch = verifiedPatch('ra-router-without-data-router', [
    { module: 'ra-core/dist/routing/adapters/reactRouterProvider.js', imports: 'react-router-dom' },
  ]);
  let reactRouterDom = '';
  return {
    ...patch.plugin,
    async resolveId(source, importer) {
      const target = patch.find(importer, source);
      if (!target) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      reactRouterDom = resolved.id;
      patch.markApplied(target);
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
 * public pages, a lazy chunk) each get a copy of en.json holding just their parts. The console does
 * the same: its i18nProvider gets the layout's and the dashboard's parts, src/i18n/consoleEnglish.ts
 * (a lazy chunk fetched with the first other screen) the rest.
 */
const MESSAGE_COPIES: Array<[target: PatchTarget, parts: readonly string[] | ((all: Record<string, unknown>) => string[])]> = [
  [{ module: './src/i18n/messages.ts', imports: '../../i18n/en.json' }, SIGN_IN_PARTS],
  [{ module: './src/i18n/publicEnglish.ts', imports: '../../i18n/en.json' }, PUBLIC_PARTS],
  [{ module: './src/providers/i18nProvider.ts', imports: '../../i18n/en.json' }, CONSOLE_PARTS],
  [{ module: './src/i18n/consoleEnglish.ts', imports: '../../i18n/en.json' }, consoleRestParts],
];
export const publicMessages = (): Plugin => {
  const patch = verifiedPatch(
    'public-messages',
    MESSAGE_COPIES.map(([target]) => target),
  );
  return {
    ...patch.plugin,
    resolveId(source, importer) {
      const target = patch.find(importer, source);
      if (!target) return null;
      patch.markApplied(target);
      return `\0i18n/en.json (${basename(target.module, '.ts')})`;
    },
    load(id) {
      const copy = id.match(/^\0i18n\/en\.json \((\w+)\)$/)?.[1];
      const parts = MESSAGE_COPIES.find(([target]) => basename(target.module, '.ts') === copy)?.[1];
      if (!parts) return null;
      const file = resolve(process.cwd(), 'i18n/en.json');
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8'));
      const messages = pickMessages(all, typeof parts === 'function' ? parts(all) : parts);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
};

/**
 * MUI themes come in two kinds: plain, and with CSS variables (`cssVariables` or `colorSchemes` in
 * the options). Ours and react-admin's, built from src/theme.ts, are plain, but createTheme and
 * ThemeProvider import the CSS-variables machinery for the other kind; in the sign-in page's entry
 * chunk and in the console that is about 8 KB gzipped of code that never runs. The build gives those
 * two modules a stand-in that says so if a theme with CSS variables ever reaches it.
 */
const CSS_VARIABLES_STUBS: Array<[target: PatchTarget, code: string]> = [
  [{ module: '@mui/material/esm/styles/createTheme.js', imports: './createThemeWithVars.js' }, 'export default'],
  [{ module: '@mui/material/esm/styles/ThemeProvider.js', imports: './ThemeProviderWithVars.js' }, 'export const CssVarsProvider ='],
];
export const withoutCssVariables = (): Plugin => {
  const patch = verifiedPatch(
    'mui-without-css-variables',
    CSS_VARIABLES_STUBS.map(([target]) => target),
  );
  return {
    ...patch.plugin,
    resolveId(source, importer) {
      const target = patch.find(importer, source);
      if (!target) return null;
      patch.markApplied(target);
      return `\0mui-css-variables-stub-${patch.targets.indexOf(target)}`;
    },
    load(id) {
      const stub = id.match(/^\0mui-css-variables-stub-(\d)$/)?.[1];
      if (stub === undefined) return null;
      const message = 'Themes with CSS variables are left out of this build (see vite.patches.ts)';
      return `${CSS_VARIABLES_STUBS[Number(stub)][1]} () => { throw new Error(${JSON.stringify(message)}); };`;
    },
  };
};

/**
 * msw keeps cookies a handler sets in a tough-cookie jar, which brings the public suffix list
 * (tldts) into the demo backend chunk: about a third of its size, parsed on every cold console
 * load. The demo API authenticates with bearer tokens and sets no cookies, so the browser build gets
 * a jar that holds none (tests in Node keep msw's own). Request cookies from document.cookie and
 * the Cookie header still reach the handlers.
 */
export const mswWithoutCookieJar = (): Plugin => {
  const patch = verifiedPatch('msw-without-cookie-jar', [{ module: 'msw/lib/core/utils/cookieStore.mjs' }]);
  return {
    ...patch.plugin,
    load(id) {
      const target = patch.find(id);
      if (!target) return null;
      patch.markApplied(target);
      return 'export const cookieStore = { getCookies: () => [], setCookie: async () => undefined };';
    },
  };
};

/**
 * react-admin's own login form (<Admin>'s default loginPage, at /admin/login) is never shown here:
 * the console signs in at /sign-in, where /admin/login already ends up. The form brings
 * react-hook-form and react-admin's inputs into every console page (about 28 KB gzipped on the
 * dashboard), so in the build <Admin>'s default login page is a redirect to /sign-in instead.
 */
const LOGIN_AS_SIGN_IN = '\0ra-login-as-sign-in';
export const raLoginAsSignIn = (): Plugin => {
  const patch = verifiedPatch('ra-login-as-sign-in', [{ module: 'ra-ui-materialui/dist/AdminUI.js', imports: './auth/index.js' }]);
  let authCallback = '';
  return {
    ...patch.plugin,
    async resolveId(source, importer) {
      const target = patch.find(importer, source);
      if (!target) return null;
      const resolved = await this.resolve('./auth/AuthCallback.js', importer, { skipSelf: true });
      if (!resolved) return null;
      authCallback = resolved.id;
      patch.markApplied(target);
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
export const nativeObjectEntries = (): Plugin => {
  const patch = verifiedPatch('native-object-entries', [{ module: 'node-polyglot/index.js', imports: 'object.entries' }]);
  return {
    ...patch.plugin,
    resolveId(source, importer) {
      const target = patch.find(importer, source);
      if (!target) return null;
      patch.markApplied(target);
      return NATIVE_OBJECT_ENTRIES;
    },
    load: (id) => (id === NATIVE_OBJECT_ENTRIES ? 'module.exports = Object.entries;' : null),
  };
};

/**
 * react-admin's router (ra-core's useConfigureAdminRouterFromChildren) reads <Admin>'s children
 * while rendering and again in an effect after mounting, and stores the second reading even when
 * it holds the same Resources and routes: a new object, so the whole console (layout, menu, the
 * screen and its rows) renders a second time right after its first commit, before the browser
 * paints it (docs/performance.md, the first complaint row). The build keeps the stored reading when
 * every element in it is the same one.
 */
export const raRoutesKeptWhenSame = () =>
  statementPatch(
    'ra-routes-kept-when-same',
    'ra-core/dist/core/useConfigureAdminRouterFromChildren.js',
    [
      'setRoutesAndResources(newRoutesAndResources);',
      'setRoutesAndResources((previous) => ["resources", "customRoutesWithLayout", "customRoutesWithoutLayout"].every((key) => previous[key].length === newRoutesAndResources[key].length && previous[key].every((element, i) => element === newRoutesAndResources[key][i])) ? previous : newRoutesAndResources);',
    ],
  );

/**
 * react-admin's Sidebar watches the window's scroll (MUI's useScrollTrigger) to follow an app bar
 * that hides on scroll; ours is always on (src/console/layout/AppBar.tsx), so the answer is never
 * used. Watching reads the scroll position as soon as the console mounts, which makes the browser
 * lay the whole page out inside React's effects, before the first screen can paint. With the app
 * bar always on, the build gives the hook no target: MUI's documented way to watch nothing.
 */
export const raSidebarScrollUnwatched = () =>
  statementPatch(
    'ra-sidebar-scroll-unwatched',
    'ra-ui-materialui/dist/layout/Sidebar.js',
    ['const trigger = useScrollTrigger();', 'const trigger = useScrollTrigger(appBarAlwaysOn ? { target: null } : undefined);'],
  );

/**
 * The in-browser demo backend starts on every cold console load, on the page's main thread, before
 * the first screen's data can come. msw records where each of its 120 handlers was declared (an
 * Error's stack, captured and parsed: about 15 ms there) for messages we turn off (`quiet`); the
 * browser build records none.
 */
export const mswWithoutCallFrames = () =>
  statementPatch('msw-without-call-frames', 'msw/lib/core/handlers/RequestHandler.mjs', [
    'const callFrame = getCallFrame(new Error());',
    'const callFrame = undefined;',
  ]);

/** Every patch, in the order vite.config.ts applies them. */
export const buildPatches = (): Plugin[] => [
  raRouterWithoutDataRouter(),
  raLoginAsSignIn(),
  publicMessages(),
  withoutCssVariables(),
  nativeObjectEntries(),
  mswWithoutCookieJar(),
  raRoutesKeptWhenSame(),
  raSidebarScrollUnwatched(),
  mswWithoutCallFrames(),
];
