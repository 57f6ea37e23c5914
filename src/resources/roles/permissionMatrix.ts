import { ACTIONS, RESOURCES, cleanPermissions, type AccessAction, type AccessResource, type PermissionMatrix } from '../../domain/access';

/** The matrix with one box flipped; a screen left with no action is dropped. */
export const togglePermission = (matrix: PermissionMatrix, resource: AccessResource, action: AccessAction): PermissionMatrix => {
  const current = matrix[resource] ?? [];
  const next = current.includes(action) ? current.filter((a) => a !== action) : [...current, action];
  const out: PermissionMatrix = { ...matrix };
  if (next.length) out[resource] = ACTIONS.filter((a) => next.includes(a));
  else delete out[resource];
  return out;
};

/** Same screens with the same actions, whatever their order. */
export const samePermissions = (a: PermissionMatrix, b: PermissionMatrix): boolean =>
  RESOURCES.every((r) => {
    const x = a[r] ?? [];
    const y = b[r] ?? [];
    return x.length === y.length && x.every((action) => y.includes(action));
  });

/** The matrix as PUT /v1/roles/{id}/permissions takes it: known screens and actions only, none empty. */
export const toPermissionsPayload = (matrix: PermissionMatrix): PermissionMatrix => {
  const clean = cleanPermissions(matrix) ?? {};
  return Object.fromEntries(Object.entries(clean).filter(([, actions]) => actions && actions.length > 0)) as PermissionMatrix;
};
