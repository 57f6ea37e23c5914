import type { ComponentType } from 'react';

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

/** Starts fetching the screen chunk of an /admin path (no-op for other paths). */
export const preloadScreen = (pathname: string) => {
  const path = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  void SCREEN_LOADERS[path]?.();
};
