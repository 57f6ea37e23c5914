import { normalizeRole, ROLES } from '../../domain/access';

/**
 * The real role names (docs/architecture.md, "Roles and access") with the spec's readable labels (Super
 * Admin, Warehouse Admin, Technician, Customer). Only a super admin may hand out super_admin.
 */
export const roleChoices = (isSuperAdmin: boolean) =>
  ROLES.filter((role) => isSuperAdmin || role !== 'super_admin').map((role) => ({ id: role, name: roleLabelKey(role) }));

/** The i18n key of a role's label; older servers' names (admin, moderator, user) are read too. */
export const roleLabelKey = (role: unknown) => `users.roles.${normalizeRole(role)}`;

export const isSuperAdminRole = (role: unknown) => normalizeRole(role) === 'super_admin';
