import type { ComponentType } from 'react';
import type { Screen, View } from '../screens';

/** What a screen folder's index.ts exports by default: its views (react-admin's Resource config, examples/demo style). */
export type ScreenModule = { default: Partial<Record<View, ComponentType>> & { list: ComponentType } };

/**
 * Each screen's folder index.ts (src/screens.ts names the screens): its views, in a chunk of their
 * own (each console area is lazy). Here, not in the table, so that the table stays below the screens
 * it names (the dataProvider and the shared UI read it).
 */
const LOADERS: Record<string, () => Promise<ScreenModule>> = {
  'dashboard': () => import('../dashboard'),
  'tenants': () => import('../resources/tenants'),
  'users': () => import('../resources/users'),
  'users/register': () => import('../resources/users/register'),
  'user-role-permission': () => import('../resources/roles'),
  'catalog/categories': () => import('../resources/categories'),
  'products': () => import('../resources/products'),
  'catalog/boms': () => import('../resources/boms'),
  'inventory/transactions': () => import('../resources/inventory'),
  'inventory/low-stock': () => import('../resources/low-stock'),
  'catalog/registrations': () => import('../resources/registrations'),
  'warranty-claims': () => import('../resources/warranty-claims'),
  'service/complaints': () => import('../resources/complaints'),
  'service/bookings': () => import('../resources/bookings'),
  'service/my-jobs': () => import('../resources/my-jobs'),
  'service/dispatch': () => import('../resources/dispatch'),
  'service/customers': () => import('../resources/customers'),
  'spares/requests': () => import('../resources/spare-requests'),
  'third-parties': () => import('../resources/vendors'),
  'areas': () => import('../resources/areas'),
  'finance/commissions': () => import('../resources/commission-rules'),
  'approvals': () => import('../resources/approvals'),
  'reports/commissions': () => import('../resources/commission-reports'),
  'invoices': () => import('../resources/invoices'),
  'audit': () => import('../resources/audit'),
  'notifications': () => import('../resources/notifications'),
};

/** A screen's folder, loaded. */
export const screenLoader = (screen: Screen) => {
  const load = LOADERS[screen.name];
  if (!load) throw new Error(`Screen ${screen.name} has no folder in LOADERS`);
  return load;
};
