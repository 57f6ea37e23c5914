import { describe, expect, it } from 'vitest';
import { usedByRefusal, type DependantKind } from '../../src/domain/dependants';
import { refusal } from '../../src/domain/refusal';
import { said } from './said';
import { canSeeNotification, ownCustomerIds } from '../../src/domain/ownership';
import { cannotSortBy, isSortable } from '../../src/domain/listSort';

// The pure rules behind the backend hardening (issue 14 scope 3); tests/api/hardening.test.ts runs them through the handlers.
describe('hardening rules', () => {
  it('names the dependants of a refused delete, singular and plural, only the kinds there are', () => {
    const complaints = (count: number) => ({ count, kind: 'complaint' as const });
    const boms = (count: number) => ({ count, kind: 'bom' as const });
    const productX = refusal('serverText.productUsedBy', { name: 'X' });
    const usedBy = (...counts: { count: number; kind: DependantKind }[]) => usedByRefusal(productX, counts);
    expect(said(usedBy(complaints(3), boms(1)))).toBe('Product X is used by 3 complaints and 1 BOM');
    expect(said(usedBy(complaints(1), boms(0)))).toBe('Product X is used by 1 complaint');
    expect(said(usedBy(complaints(2), { count: 4, kind: 'registration' }, boms(2)))).toBe('Product X is used by 2 complaints, 4 registrations and 2 BOMs');
    expect(said(usedBy(complaints(1), { count: 1, kind: 'registration' }, boms(2), { count: 5, kind: 'movement' }))).toBe(
      'Product X is used by 1 complaint, 1 registration, 2 BOMs and 5 stock movements',
    );
    expect(usedBy(complaints(0), boms(0))).toBeUndefined();
    // Each count and the list are texts of their own, so another language words them all.
    expect(usedBy(complaints(3), boms(1))).toEqual({
      key: 'serverText.productUsedBy',
      params: { name: 'X', list: { key: 'serverText.listAnd', params: { first: { key: 'serverText.countComplaints', params: { count: 3 } }, last: { key: 'serverText.countBom', params: { count: 1 } } } } },
    });
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
    expect(said(cannotSortBy('x'.repeat(500)))).toHaveLength('Cannot sort by '.length + 60);
  });
});
