import type { z } from 'zod';
import type * as R from '../../schemas/records';

export type RoleScope = 'tenant' | 'global';

/** A role as GET /v1/roles returns it (src/schemas/records.ts; docs/architecture.md, "Roles and access"). */
export type RoleRecord = z.infer<typeof R.Role>;

/** What the create form and the edit dialog send: POST /v1/roles and PUT /v1/roles/{id}. */
export interface RoleFormValues {
  name: string;
  description: string;
  scope: RoleScope;
  isActive: boolean;
}

/** The built-in super admin keeps every permission: the backend refuses to change its matrix (409). */
export const isSuperAdminRole = (role: Pick<RoleRecord, 'name'>) => role.name === 'super_admin';
