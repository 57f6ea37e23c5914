import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { COMPLAINT_FILTER_DEFAULTS, DEFAULT_PAGE_SIZE } from '../config';
import { prefetchGet } from '../providers/http';

/**
 * How each console screen's chunk is fetched, by its path under /admin. Kept apart from routes.tsx
 * (which pulls in the menu icons) so the entry can start the first screen's chunk while the console
 * shell is still on its way, instead of after it (DESIGN section 11).
 */
export const SCREEN_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  'dashboard': () => import('../dashboard/Dashboard'),
  'catalog/categories': () => import('../resources/categories/CategoriesPage'),
  'products': () => import('../resources/products/ProductsPage'),
  'catalog/boms': () => import('../resources/boms/BomsPage'),
  'inventory/transactions': () => import('../resources/inventory/InventoryPage'),
  'inventory/low-stock': () => import('../resources/low-stock/LowStockPage'),
  'catalog/registrations': () => import('../resources/registrations/RegistrationsPage'),
  'service/complaints': () => import('../resources/complaints/ComplaintsPage'),
  'tenants': () => import('../resources/tenants/TenantsPage'),
  'users': () => import('../resources/users/UsersPage'),
  'users/register': () => import('../resources/users/InviteUserPage'),
  'user-role-permission': () => import('../resources/roles/RolesPage'),
  'service/bookings': () => import('../resources/bookings/BookingsPage'),
  'service/customers': () => import('../resources/customers/CustomersPage'),
  'spares/requests': () => import('../resources/spare-requests/SpareRequestsPage'),
  'third-parties': () => import('../resources/vendors/VendorsPage'),
  'areas': () => import('../resources/areas/AreasPage'),
  'finance/commissions': () => import('../resources/commission-rules/CommissionRulesPage'),
  'approvals': () => import('../resources/approvals/ApprovalsPage'),
  'reports/commissions': () => import('../resources/commission-reports/CommissionReportsPage'),
  'invoices': () => import('../resources/invoices/InvoicesPage'),
  'audit': () => import('../resources/audit/AuditLogsPage'),
  'notifications': () => import('../resources/notifications/NotificationsPage'),
};

type ScreenModule = { default: ComponentType };
const loadedScreens = new Map<string, ScreenModule>();
const loadScreen = (path: string) =>
  SCREEN_LOADERS[path]().then((module) => {
    loadedScreens.set(path, module);
    return module;
  });

/** The first data call a screen makes when opened afresh (its list's first page with the default filters). */
const SCREEN_FIRST_DATA: Record<string, () => void> = {
  'service/complaints': () => prefetchGet('/api/complaints', { page: 1, limit: DEFAULT_PAGE_SIZE, ...COMPLAINT_FILTER_DEFAULTS }),
};

/** Starts fetching the screen chunk of an /admin path, and the screen's first data (no-op for other paths). */
export const preloadScreen = (pathname: string) => {
  const path = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  if (!SCREEN_LOADERS[path]) return;
  void loadScreen(path);
  SCREEN_FIRST_DATA[path]?.();
};

/**
 * React.lazy over a screen's chunk. A chunk already fetched (preloaded) is handed over through a
 * thenable that resolves at once, so React renders the screen in the same pass instead of
 * suspending for a round of its own.
 */
export const lazyScreen = (path: string): LazyExoticComponent<ComponentType> =>
  lazy(() => {
    const module = loadedScreens.get(path);
    if (!module) return loadScreen(path);
    const settled: PromiseLike<ScreenModule> = { then: (resolve) => Promise.resolve(resolve ? resolve(module) : module) as never };
    return settled as Promise<ScreenModule>;
  });
