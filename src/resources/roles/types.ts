import type { PermissionMatrix } from '../../domain/access';

export type RoleScope = 'tenant' | 'global';

/** A role as GET /v1/roles returns it (spec part 1, sections 3 and 6; DESIGN section 7). */
export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  scope: RoleScope | string;
  isActive: boolean;
  permissions: PermissionMatrix;
}

/** What the create form and the edit dialog send: POST /v1/roles and PUT /v1/roles/{id}. */
export interface RoleFormValues {
  name: string;
  description: string;
  scope: RoleScope;
  isActive: boolean;
}

/** The built-in super admin keeps every permission: the backend refuses to change its matrix (409). */
export const isSuperAdminRole = (role: Pick<RoleRecord, 'name'>) => role.name === 'super_admin';
