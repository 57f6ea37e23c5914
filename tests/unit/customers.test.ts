import { describe, expect, it } from 'vitest';
import { customerWithEmail, invitedCustomer, linksInvitedCustomer } from '../../src/domain/customers';

// An invited customer is a customer of the warehouse (issue 27), as POST /api/users/register links it.
describe('the customer record of an invited customer', () => {
  it("links an invited customer of a warehouse, not another role's account nor one without a warehouse", () => {
    expect(linksInvitedCustomer('customer', 1)).toBe(true);
    expect(linksInvitedCustomer('customer', null)).toBe(false);
    for (const role of ['technician', 'warehouse_admin', 'super_admin']) expect(linksInvitedCustomer(role, 1)).toBe(false);
  });

  it('finds the record with the same e-mail in any case', () => {
    const customers = [
      { id: 1, email: 'meera@example.com' },
      { id: 2, email: 'Ravi.K@Example.com' },
    ];
    expect(customerWithEmail(customers, 'ravi.k@example.COM')?.id).toBe(2);
    expect(customerWithEmail(customers, 'nobody@example.com')).toBeUndefined();
  });

  it('makes a new record named as the invite names the person, else by the e-mail, with nothing else known', () => {
    expect(invitedCustomer({ email: 'asha@example.com', firstName: 'Asha', lastName: 'Rao' })).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '',
      pincode: '',
      city: '',
      address: '',
      stateCode: null,
      gstin: null,
    });
    expect(invitedCustomer({ email: 'asha@example.com', firstName: 'Asha', lastName: '' }).name).toBe('Asha');
    expect(invitedCustomer({ email: 'asha@example.com', firstName: '', lastName: '' }).name).toBe('asha@example.com');
  });
});
