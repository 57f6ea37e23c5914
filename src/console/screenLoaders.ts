import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadableLazy, type PreloadableLazy } from '../preloadableLazy';
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

/** One lazy component per screen, made on first use; its chunk can be fetched before it renders. */
const screens = new Map<string, PreloadableLazy<ComponentType>>();
const screenFor = (path: string) => {
  let screen = screens.get(path);
  if (!screen) {
    screen = preloadableLazy(SCREEN_LOADERS[path]);
    screens.set(path, screen);
  }
  return screen;
};

/** The first data call a screen makes when opened afresh (its list's first page with the default filters). */
const SCREEN_FIRST_DATA: Record<string, () => void> = {
  'service/complaints': () => prefetchGet('/api/complaints', { page: 1, limit: DEFAULT_PAGE_SIZE, ...COMPLAINT_FILTER_DEFAULTS }),
};

/** Starts fetching the screen chunk of an /admin path, and the screen's first data (no-op for other paths). */
export const preloadScreen = (pathname: string) => {
  const path = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  if (!SCREEN_LOADERS[path]) return Promise.resolve();
  SCREEN_FIRST_DATA[path]?.();
  return screenFor(path).preload();
};

/** The lazily loaded component of a screen; rendered after preloadScreen, it does not suspend. */
export const lazyScreen = (path: string): LazyExoticComponent<ComponentType> => screenFor(path);
