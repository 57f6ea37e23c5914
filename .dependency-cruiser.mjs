// The import graph's rules (issue 29; docs/architecture.md, "Layers"), checked by `npm run check`
// with dependency-cruiser. From the bottom up: rules and contracts (src/domain, src/schemas,
// src/config.ts, src/i18n), the screen table (src/screens.ts), the providers and preferences, the
// shared UI (src/ui), the screens (src/resources/*, src/dashboard, src/public), the console shell
// (src/console), the app (src/AppRoutes.tsx, src/main.tsx). A layer imports only layers below it.
// The demo backend (mocks) and the server (server) share the rules and contracts, never the console.
const UPPER_THAN = {
  domain: '^src/(providers|ui|resources|dashboard|public|console|preferences|AppRoutes|main|screens)',
  providers: '^src/(ui|resources|dashboard|public|console|AppRoutes|main)',
  ui: '^src/(resources|dashboard|public|console|AppRoutes|main)',
  screens: '^src/(console|AppRoutes|main)',
};

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle-across-folders',
      comment: 'An import cycle that leaves its folder: the folders can no longer be read, tested or moved one at a time.',
      severity: 'error',
      from: { path: '^(.+)/[^/]+$' },
      to: { circular: true, via: { pathNot: '^$1/[^/]+$' } },
    },
    {
      name: 'domain-is-pure',
      comment: 'src/domain holds the business rules: pure, used by the screens, the demo backend and the server alike.',
      severity: 'error',
      from: { path: '^src/(domain|schemas)/' },
      to: { path: `${UPPER_THAN.domain}|^(mocks|server)/|^node_modules/(react|react-dom|react-admin|@mui)/` },
    },
    {
      name: 'providers-below-ui',
      comment: 'The data and auth providers are below every screen: they take what they need from src/screens.ts and src/domain.',
      severity: 'error',
      from: { path: '^src/providers/' },
      to: { path: UPPER_THAN.providers },
    },
    {
      name: 'ui-below-screens',
      comment: 'src/ui is the shared pieces of every screen: it knows no screen and not the console shell.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: UPPER_THAN.ui },
    },
    {
      name: 'screens-below-console',
      comment: 'A screen folder is loaded by the console shell, and never reaches back into it.',
      severity: 'error',
      from: { path: '^src/(resources|dashboard|public)/' },
      to: { path: UPPER_THAN.screens },
    },
    {
      name: 'backend-without-console',
      comment: 'The demo backend and the server run the API: they share src/domain, src/schemas, src/config.ts and the i18n texts, and nothing of the console.',
      severity: 'error',
      from: { path: '^(mocks|server)/' },
      to: { path: '^src/(providers|ui|resources|dashboard|public|console|preferences|AppRoutes|main|screens)' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
