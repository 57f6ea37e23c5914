// The production build's security headers (issue 13, docs/architecture.md, "Storage keys and headers"):
// one function builds the Content-Security-Policy; `vite preview` sends it with the other headers
// (vite.config.ts), the built index.html carries it as a meta tag, and README's "Deploying" gives the
// same lines for nginx.
import type { Plugin } from 'vite';

/** Origin the in-browser demo backend answers on (src/config.ts DEMO_ORIGIN; kept in step by a test). */
export const DEMO_API_ORIGIN = 'https://demo-api.invalid';

export interface BuildEnv {
  /** `VITE_API_URL` of the build, if any. */
  apiUrl?: string;
  /** `VITE_DEMO` of the build ('1' keeps the demo in a real-API build). */
  demo?: string;
}

/** The same rule as src/config.ts DEMO_ALLOWED: no real API, or VITE_DEMO=1. */
export const demoAllowed = ({ apiUrl, demo }: BuildEnv): boolean => !apiUrl?.trim() || demo === '1';

/** The origin (scheme, host, port) of a URL; throws on a URL that has none, so a typo fails the build. */
export const originOf = (url: string): string => {
  const origin = new URL(url.trim()).origin;
  if (!origin || origin === 'null') throw new Error(`VITE_API_URL has no origin: ${url}`);
  return origin;
};

export interface CspOptions {
  /** `frame-ancestors` only works in a header: a <meta> policy must leave it out (browsers ignore it there). */
  forMeta?: boolean;
}

/**
 * The Content-Security-Policy of a build. No inline scripts anywhere (`script-src 'self'`);
 * `connect-src` is the app, its API's origin and, when the demo is allowed, the demo origin (the
 * in-browser demo backend answers fetches to it through its service worker).
 */
export const contentSecurityPolicy = (env: BuildEnv, { forMeta = false }: CspOptions = {}): string => {
  const connect = ["'self'"];
  if (env.apiUrl?.trim()) connect.push(originOf(env.apiUrl));
  if (demoAllowed(env)) connect.push(DEMO_API_ORIGIN);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // MUI styles through Emotion, which injects <style> tags at run time: they need 'unsafe-inline'
    // for styles (never for scripts).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', [...new Set(connect)]],
    ['worker-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  if (!forMeta) directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
};

/** Every header the production build is served with (vite preview; nginx in README's "Deploying"). */
export const securityHeaders = (env: BuildEnv): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(env),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/**
 * Puts the policy (without frame-ancestors, which a meta tag cannot carry) into the built index.html,
 * right after <meta charset>, before any script, so a host that sends no headers still enforces it.
 * Build only: the dev server gets no policy (Vite's HMR client and React's refresh preamble are inline
 * scripts).
 */
export const cspMetaTag = (env: BuildEnv): Plugin => ({
  name: 'csp-meta-tag',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const charset = /<meta charset="[^"]*"\s*\/?>/i;
      if (!charset.test(html)) throw new Error('csp-meta-tag: index.html has no <meta charset> to follow');
      const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env, { forMeta: true })}" />`;
      return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
    },
  },
});

/** What a build without the demo gets instead of the demo's modules (matched by import source). */
const DEMO_STUBS: { source: RegExp; id: string; code: string }[] = [
  {
    source: /(^|\/)mocks\/browser(\.ts)?$/,
    id: '\0demo-left-out:backend',
    code: "export const startDemoBackend = async () => { throw new Error('This build has no demo backend'); };",
  },
  { source: /(^|\/)ExploreDemo(\.tsx)?$/, id: '\0demo-left-out:explore', code: 'export const ExploreDemoButton = () => null;' },
];

/**
 * A real-API build (demo not allowed) holds no demo code at all. src/config.ts DEMO_ALLOWED already
 * makes every demo path dead code, but Rollup still emits a dynamic import's chunk when its call is
 * dead, and keeps a component whose only uses were dropped after it was kept: so mocks/browser (msw,
 * the handlers, the seed) and the Explore Demo button resolve to stubs here.
 */
export const demoLeftOut = (env: BuildEnv): Plugin => {
  return {
    name: 'demo-left-out',
    enforce: 'pre',
    apply: (_config, { command }) => command === 'build' && !demoAllowed(env),
    resolveId: (source) => DEMO_STUBS.find((stub) => stub.source.test(source))?.id ?? null,
    load: (id) => DEMO_STUBS.find((stub) => stub.id === id)?.code ?? null,
  };
};
