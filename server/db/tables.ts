// Where each part of the store lives in SQL (docs/architecture.md, "The server"). The handlers work
// on the store's collections (mocks/db.ts); the server keeps every row of them in its own table,
// one table per entity, with the row as `doc` (jsonb) and the columns that keys, constraints and
// indexes need generated from it (server/db/migrations.ts). Only this file knows the table names.

/** A warehouse's collection (mocks/types.ts TenantData) and its table. */
export const TENANT_TABLES = {
  categories: 'categories',
  products: 'products',
  movements: 'inventory_movements',
  customers: 'customers',
  registrations: 'product_registrations',
  complaints: 'complaints',
  bookings: 'service_bookings',
  spareRequests: 'spare_requests',
  vendors: 'vendors',
  boms: 'boms',
  areas: 'areas',
  approvals: 'approvals',
  auditLogs: 'audit_logs',
  commissionRules: 'commission_rules',
  commissions: 'commissions',
  invoices: 'invoices',
  warrantyClaims: 'warranty_claims',
  notifications: 'notifications',
} as const;

/** Warehouse tables no collection is kept in: derived in the database from one (migration 0006's kept counts). */
export const DERIVED_TENANT_TABLES = ['complaint_counts'] as const;

export type TenantCollection = keyof typeof TENANT_TABLES;
export const isTenantCollection = (name: string): name is TenantCollection => Object.hasOwn(TENANT_TABLES, name);

/** The global parts kept as rows with an id (users, tenants, roles). */
export const GLOBAL_TABLES = { users: 'users', tenants: 'tenants', roles: 'roles' } as const;
export type GlobalCollection = keyof typeof GLOBAL_TABLES;
export const isGlobalCollection = (name: string): name is GlobalCollection => Object.hasOwn(GLOBAL_TABLES, name);
