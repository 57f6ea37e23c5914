// Who may do what (docs/architecture.md, "Roles and access"). The authProvider's canAccess and the demo
// backend both read this.

import { ENTITY_LIST, type EntityName } from '../entities';

export type Role = 'super_admin' | 'warehouse_admin' | 'technician' | 'customer';
export const ROLES: Role[] = ['super_admin', 'warehouse_admin', 'technician', 'customer'];

/** The four roles every warehouse is built on: they may be edited, never deleted. */
export const isBuiltInRole = (name: string) => (ROLES as string[]).includes(name);

const SCREEN_RESOURCES = [
  'dashboard',
  'users',
  'tenants',
  'roles',
  'categories',
  'products',
  'boms',
  'inventory',
  'low-stock',
  'registrations',
  'complaints',
  'bookings',
  // The dispatch board (issue 16): seeing every technician's week is the admins'.
  'dispatch',
  'customers',
  'spare-requests',
  'vendors',
  'areas',
  'commission-rules',
  'approvals',
  'invoices',
  'warranty-claims',
  'commission-reports',
  'audit',
  'notifications',
] as const;
/** The rows of the permission matrix: the screens', then the declared entities' (src/entities). */
export type AccessResource = (typeof SCREEN_RESOURCES)[number] | EntityName;
export const RESOURCES: readonly AccessResource[] = [...SCREEN_RESOURCES, ...ENTITY_LIST.map((e) => e.name as EntityName)];

/** Standard react-admin actions plus the custom ones the screens use. */
export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'assign', 'parts-request', 'parts-approval', 'status'] as const;
export type AccessAction = (typeof ACTIONS)[number];

export type PermissionMatrix = Partial<Record<AccessResource, AccessAction[]>>;

const ALL: AccessAction[] = [...ACTIONS];
const READ: AccessAction[] = ['list', 'show'];

const everything = (except: AccessResource[] = []): PermissionMatrix =>
  Object.fromEntries(RESOURCES.filter((r) => !except.includes(r)).map((r) => [r, ALL])) as PermissionMatrix;

export const DEFAULT_PERMISSIONS: Record<Role, PermissionMatrix> = {
  super_admin: everything(),
  warehouse_admin: everything(['tenants', 'roles']),
  technician: {
    dashboard: READ,
    complaints: [...READ, 'parts-request'],
    bookings: [...READ, 'status'],
    'spare-requests': [...READ, 'create'],
    customers: READ,
    categories: READ,
    products: READ,
    boms: READ,
    'low-stock': READ,
    notifications: [...READ, 'edit'],
  },
  customer: {
    // The catalogue, to pick the product a registration is for (issue 27).
    products: READ,
    registrations: [...READ, 'create'],
    complaints: [...READ, 'create'],
    notifications: [...READ, 'edit'],
  },
};

/**
 * The screen a role lands on after signing in (issue 16): a technician on his jobs, a customer on
 * their registered products (issue 27: not on the catalogue they may now read), staff on the dashboard.
 */
export const landingScreen = (role: Role): string => (role === 'technician' ? 'service/my-jobs' : role === 'customer' ? 'catalog/registrations' : 'dashboard');

export const normalizeRole = (role: unknown): Role => {
  const r = String(role ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_');
  if (r === 'super_admin' || r === 'superadmin') return 'super_admin';
  if (r === 'warehouse_admin' || r === 'admin') return 'warehouse_admin';
  if (r === 'technician' || r === 'moderator') return 'technician';
  if (r === 'customer' || r === 'user') return 'customer';
  return 'customer';
};

export const can = (
  role: Role,
  resource: string,
  action: string = 'list',
  matrix: Record<Role, PermissionMatrix> = DEFAULT_PERMISSIONS,
): boolean => {
  const perms = matrix[role]?.[resource as AccessResource];
  if (!perms) return false;
  return perms.includes(action as AccessAction);
};

/** Tenants other than its own are reachable only by the super admin. */
export const canUseTenant = (role: Role, userTenantId: string | number | null | undefined, tenantId: string | number) =>
  role === 'super_admin' || String(userTenantId ?? '') === String(tenantId);

/** A warehouse as the access rule reads it: deactivated when `isActive` is false or its `status` inactive. */
export interface WarehouseState {
  isActive?: boolean;
  status?: string;
}

/**
 * Whether a deactivated warehouse is closed to an account of `role` (issue 28): its users may no
 * longer sign in nor call with it; the super admin still manages it (and may reactivate it). A
 * warehouse that does not exist is not judged here (undefined: not closed).
 */
export const warehouseClosedTo = (role: Role, warehouse: WarehouseState | undefined): boolean =>
  role !== 'super_admin' && warehouse !== undefined && (warehouse.isActive === false || warehouse.status === 'inactive');

/**
 * A permission matrix as a server sent it (e.g. the signed-in user's `permissions`), kept to the
 * known screens and actions; anything else is dropped. Not an object: null.
 */
export const cleanPermissions = (raw: unknown): PermissionMatrix | null => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const out: PermissionMatrix = {};
  for (const resource of RESOURCES) {
    const actions = (raw as Record<string, unknown>)[resource];
    if (!Array.isArray(actions)) continue;
    out[resource] = ACTIONS.filter((a) => actions.includes(a));
  }
  return out;
};

/**
 * The roles' matrix with `role`'s row replaced by the permissions the server gave for it (the
 * Roles & Permissions screen edits them). Missing or malformed permissions keep the defaults; the
 * super admin always keeps everything.
 */
export const matrixWith = (role: Role, permissions: unknown): Record<Role, PermissionMatrix> => {
  const own = cleanPermissions(permissions);
  if (!own || role === 'super_admin') return DEFAULT_PERMISSIONS;
  return { ...DEFAULT_PERMISSIONS, [role]: own };
};
