import { describe, expect, it } from 'vitest';
import { can, cleanPermissions, DEFAULT_PERMISSIONS, matrixWith } from '../../src/domain/access';

describe('permissions sent by the server (Roles & Permissions)', () => {
  it('keeps known screens and actions only, in the ACTIONS order', () => {
    expect(cleanPermissions({ complaints: ['show', 'list', 'fly'], nowhere: ['list'], bookings: 'list' })).toEqual({
      complaints: ['list', 'show'],
    });
    expect(cleanPermissions(null)).toBeNull();
    expect(cleanPermissions(['list'])).toBeNull();
  });
  it("replaces the role's row: an unticked screen is refused, a ticked one allowed", () => {
    const matrix = matrixWith('technician', { ...DEFAULT_PERMISSIONS.technician, complaints: ['parts-request'], users: ['list'] });
    expect(can('technician', 'complaints', 'list', matrix)).toBe(false);
    expect(can('technician', 'complaints', 'parts-request', matrix)).toBe(true);
    expect(can('technician', 'users', 'list', matrix)).toBe(true);
    // Other roles keep their defaults.
    expect(matrix.warehouse_admin).toBe(DEFAULT_PERMISSIONS.warehouse_admin);
  });
  it('falls back to the defaults without permissions, and never narrows the super admin', () => {
    expect(matrixWith('customer', undefined)).toBe(DEFAULT_PERMISSIONS);
    expect(can('super_admin', 'roles', 'delete', matrixWith('super_admin', {}))).toBe(true);
  });
});
