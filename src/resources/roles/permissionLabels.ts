import type { AccessAction, AccessResource } from '../../domain/access';

/** Row labels of the permission matrix: the side menu's names for the same screens. */
export const RESOURCE_LABEL_KEYS: Record<AccessResource, string> = {
  dashboard: 'menu.dashboard',
  users: 'menu.users',
  tenants: 'menu.tenants',
  roles: 'menu.roles',
  categories: 'menu.categories',
  products: 'menu.products',
  boms: 'menu.boms',
  inventory: 'menu.inventory',
  'low-stock': 'menu.lowStock',
  registrations: 'menu.registrations',
  complaints: 'menu.complaints',
  bookings: 'menu.bookings',
  customers: 'menu.customers',
  'spare-requests': 'menu.spareRequests',
  vendors: 'menu.vendors',
  areas: 'menu.areas',
  'commission-rules': 'menu.commissions',
  approvals: 'menu.approvals',
  invoices: 'menu.invoices',
  'warranty-claims': 'menu.warrantyClaims',
  dispatch: 'menu.dispatch',
  'commission-reports': 'menu.commissionReports',
  audit: 'menu.audit',
  notifications: 'menu.notifications',
};

/** Column labels of the permission matrix. */
export const ACTION_LABEL_KEYS: Record<AccessAction, string> = {
  list: 'roles.actions.list',
  show: 'roles.actions.show',
  create: 'roles.actions.create',
  edit: 'roles.actions.edit',
  delete: 'roles.actions.delete',
  assign: 'roles.actions.assign',
  'parts-request': 'roles.actions.partsRequest',
  'parts-approval': 'roles.actions.partsApproval',
  status: 'roles.actions.status',
};
