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

/** Each layer's rule: its name, why, the files it holds and what they may not import. */
const LAYER_RULES = [
  [
    'domain-is-pure',
    'src/domain holds the business rules: pure, used by the screens, the demo backend and the server alike.',
    '^src/(domain|schemas|entities)/',
    `${UPPER_THAN.domain}|^(mocks|server)/|^node_modules/(react|react-dom|react-admin|@mui)/`,
  ],
  [
    'providers-below-ui',
    'The data and auth providers are below every screen: they take what they need from src/screens.ts and src/domain.',
    '^src/providers/',
    UPPER_THAN.providers,
  ],
  ['ui-below-screens', 'src/ui is the shared pieces of every screen: it knows no screen and not the console shell.', '^src/ui/', UPPER_THAN.ui],
  ['screens-below-console', 'A screen folder is loaded by the console shell, and never reaches back into it.', '^src/(resources|dashboard|public)/', UPPER_THAN.screens],
  [
    'backend-without-console',
    'The demo backend and the server run the API: they share src/domain, src/schemas, src/config.ts and the i18n texts, and nothing of the console.',
    '^(mocks|server)/',
    '^src/(providers|ui|resources|dashboard|public|console|preferences|AppRoutes|main|screens)',
  ],
];

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
    ...LAYER_RULES.map(([name, comment, from, to]) => ({ name, comment, severity: 'error', from: { path: from }, to: { path: to } })),
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
