// Constants shared by the public shell, the console and the demo backend.

export const STORAGE_KEYS = {
  accessToken: 'adminAccessToken',
  refreshToken: 'adminRefreshToken',
  user: 'adminUser',
  tenantId: 'tenantId',
  apiHost: 'apiHost',
  demoMode: 'demoMode',
  theme: 'theme',
  locale: 'locale',
} as const;

/** Origin the in-browser demo backend answers on (never resolvable on a real network). */
export const DEMO_ORIGIN = 'https://demo-api.invalid';

/**
 * The window event the in-browser demo backend sends once another tab's saved change is in this
 * tab's store (mocks/browser.ts); `detail.keys` names the changed parts (`t:1:complaints`...).
 * Here, not beside useDemoSync: the demo backend's chunk would then wait for the console's chunk
 * to arrive and run before it could start (docs/performance.md, the first complaint row).
 */
export const DEMO_SYNC_EVENT = 'servicedesk:demo-sync';

/**
 * Whether this build may run the in-browser demo backend: no real API configured (`VITE_API_URL`
 * unset) or the explicit `VITE_DEMO=1`, both read at build time. Vite writes the two values into
 * the code, so in a real-API build this is the constant `false` and Rollup leaves the demo out: no
 * Explore Demo, no msw, no seed, no service worker (tests/e2e/real-build.spec.ts checks `dist-real/`).
 */
export const DEMO_ALLOWED: boolean = !import.meta.env.VITE_API_URL || import.meta.env.VITE_DEMO === '1';

export const DEFAULT_TENANT_ID = '1';
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The complaints list opens on open complaints (spec part 1, section 4). */
export const COMPLAINT_FILTER_DEFAULTS = { status: 'open' };
export const INVENTORY_PAGE_SIZE = 20;
export const DROPDOWN_LIMIT = 100;

export const SIGN_UP_REDIRECT_MS = 2000;

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_ACCOUNTS = {
  superAdmin: 'superadmin@demo.in',
  warehouseAdmin: 'admin@demo.in',
  technician: 'tech@demo.in',
  customer: 'customer@demo.in',
} as const;

export const COMPLAINT_STATUSES = ['open', 'assigned', 'in_progress', 'resolved', 'closed'] as const;
export const PARTS_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const BOOKING_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
