import { describe, expect, it } from 'vitest';
import { can, canUseTenant, isBuiltInRole, normalizeRole, RESOURCES } from '../../src/domain/access';

describe('roles and access (docs/architecture.md, "Roles and access")', () => {
  it('the super admin may do everything, everywhere', () => {
    for (const r of RESOURCES) expect(can('super_admin', r, 'delete')).toBe(true);
    expect(canUseTenant('super_admin', 1, '3')).toBe(true);
  });
  it('the warehouse admin has everything but tenants and roles, in its own warehouse', () => {
    expect(can('warehouse_admin', 'complaints', 'assign')).toBe(true);
    expect(can('warehouse_admin', 'tenants', 'list')).toBe(false);
    expect(can('warehouse_admin', 'roles', 'list')).toBe(false);
    expect(canUseTenant('warehouse_admin', 1, '1')).toBe(true);
    expect(canUseTenant('warehouse_admin', 1, '2')).toBe(false);
  });
  it('the technician reads complaints and requests parts but does not assign or approve', () => {
    expect(can('technician', 'complaints', 'list')).toBe(true);
    expect(can('technician', 'complaints', 'parts-request')).toBe(true);
    expect(can('technician', 'complaints', 'assign')).toBe(false);
    expect(can('technician', 'complaints', 'parts-approval')).toBe(false);
    expect(can('technician', 'users', 'list')).toBe(false);
    expect(can('technician', 'spare-requests', 'create')).toBe(true);
  });
  it('the customer sees its registrations, complaints and notifications, and reads the catalogue to register a product', () => {
    expect(can('customer', 'registrations', 'create')).toBe(true);
    expect(can('customer', 'complaints', 'create')).toBe(true);
    expect(can('customer', 'dashboard', 'list')).toBe(false);
    // Issue 27: the product a registration is for is picked from the catalogue; reading only.
    expect(can('customer', 'products', 'list')).toBe(true);
    expect(can('customer', 'products', 'edit')).toBe(false);
    expect(can('customer', 'customers', 'list')).toBe(false);
    expect(can('customer', 'inventory', 'list')).toBe(false);
  });
  it.each([
    ['superadmin', 'super_admin'],
    ['Super Admin', 'super_admin'],
    ['admin', 'warehouse_admin'],
    ['warehouse_admin', 'warehouse_admin'],
    ['moderator', 'technician'],
    ['user', 'customer'],
  ])('normalizes role %s to %s', (raw, role) => {
    expect(normalizeRole(raw)).toBe(role);
  });
  it('the four built-in roles are built in; a role an admin added is not', () => {
    for (const r of ['super_admin', 'warehouse_admin', 'technician', 'customer']) expect(isBuiltInRole(r)).toBe(true);
    expect(isBuiltInRole('auditor')).toBe(false);
  });
});
