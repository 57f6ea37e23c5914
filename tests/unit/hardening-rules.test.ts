import { describe, expect, it } from 'vitest';
import { usedByMessage } from '../../src/domain/dependants';
import { canSeeNotification, ownCustomerIds } from '../../src/domain/ownership';
import { cannotSortBy, isSortable } from '../../src/domain/listSort';

// The pure rules behind the backend hardening (issue 14 scope 3); tests/api/hardening.test.ts runs them through the handlers.
describe('hardening rules', () => {
  it('names the dependants of a refused delete, singular and plural, only the kinds there are', () => {
    const complaints = (count: number) => ({ count, name: ['complaint', 'complaints'] as const });
    const boms = (count: number) => ({ count, name: ['BOM', 'BOMs'] as const });
    expect(usedByMessage('Product X', [complaints(3), boms(1)])).toBe('Product X is used by 3 complaints and 1 BOM');
    expect(usedByMessage('Product X', [complaints(1), boms(0)])).toBe('Product X is used by 1 complaint');
    expect(usedByMessage('Product X', [complaints(2), { count: 4, name: ['registration', 'registrations'] }, boms(2)])).toBe('Product X is used by 2 complaints, 4 registrations and 2 BOMs');
    expect(usedByMessage('Product X', [complaints(0), boms(0)])).toBeUndefined();
  });

  it('a customer account sees only its linked customer, in its own warehouse; others no customer rows', () => {
    expect(ownCustomerIds({ tenantId: 1, customerId: 7 }, 'customer', '1')).toEqual([7]);
    expect(ownCustomerIds({ tenantId: 1, customerId: null }, 'customer', '1')).toEqual([]);
    expect(ownCustomerIds({ tenantId: 1 }, 'customer', '1')).toEqual([]);
    expect(ownCustomerIds({ tenantId: 1, customerId: 7 }, 'customer', '2')).toEqual([]);
    expect(ownCustomerIds({ tenantId: 1, customerId: 7 }, 'technician', '1')).toEqual([]);
  });

  it('a notification reaches its user, or the staff when it names none', () => {
    expect(canSeeNotification({ userId: 4 }, { id: 4 }, 'customer')).toBe(true);
    expect(canSeeNotification({ userId: 4 }, { id: 2 }, 'warehouse_admin')).toBe(false);
    expect(canSeeNotification({}, { id: 4 }, 'customer')).toBe(false);
    expect(canSeeNotification({ userId: null }, { id: 2 }, 'technician')).toBe(true);
  });

  it('sorts only on listed fields, never a secret', () => {
    expect(isSortable('users', 'email')).toBe(true);
    for (const field of ['password', 'passwordHash', 'passwordSalt', 'customerId', '__proto__', 'constructor']) expect(isSortable('users', field)).toBe(false);
    expect(isSortable('complaints', 'resolutionDueAt')).toBe(true);
    expect(isSortable('complaints', 'slaAlerts')).toBe(false);
    expect(cannotSortBy('x'.repeat(500))).toHaveLength('Cannot sort by '.length + 60);
  });
});
