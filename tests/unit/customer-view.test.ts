import { describe, expect, it } from 'vitest';
import { customerComplaint, firstName, givenToCustomer } from '../../src/domain/customerView';

const complaint = {
  id: 7,
  customerId: 3,
  productId: 5,
  serialNo: 'SN-1',
  description: 'No sound',
  status: 'assigned',
  createdAt: '2026-11-01T10:00:00.000Z',
  isUnderWarranty: true,
  warrantyEndDate: '2027-10-01T00:00:00.000Z',
  resolvedAt: null,
  // What the customer must never read.
  assignedVendorId: 9,
  commissionRateApplied: 12.5,
  commissionPaidBy: 'Company',
  partsApprovalStatus: 'pending',
  priority: 'high',
};
const booking = (id: number, scheduledDate: string, technician: number | null, status = 'scheduled') => ({
  id,
  scheduledDate,
  scheduledTime: '10:00',
  serviceType: 'repair',
  status,
  assignedTechnicianId: technician,
});
const names = (id: number) => ({ 1: 'Vikram Banerjee', 2: '  Farah  ' })[id];

describe("a customer's view of their complaint", () => {
  it('takes the first word of a name, none for a blank one', () => {
    expect(firstName('Vikram Banerjee')).toBe('Vikram');
    expect(firstName('  Farah  ')).toBe('Farah');
    expect(firstName('   ')).toBeNull();
    expect(firstName(null)).toBeNull();
  });

  it('keeps the complaint, the visits soonest first with the first name, and none of the internals', () => {
    const view = customerComplaint(complaint, { customerName: 'Meera', productName: 'TV' }, [booking(2, '2026-12-02', null), booking(1, '2026-11-20', 1, 'completed')], names, []);
    expect(view.visits.map((v) => [v.id, v.technicianFirstName])).toEqual([
      [1, 'Vikram'],
      [2, null],
    ]);
    for (const internal of ['assignedVendorId', 'commissionRateApplied', 'commissionPaidBy', 'partsApprovalStatus', 'priority']) expect(view).not.toHaveProperty(internal);
    expect(view).toMatchObject({ id: 7, productName: 'TV', serialNo: 'SN-1', isUnderWarranty: true, resolvedAt: null });
  });

  it('lists only the documents given for its own visits: issued, paid or overdue, never a draft or a cancelled one', () => {
    const doc = (id: number, bookingId: number, status: string, extra = {}) => ({ id, bookingId, status, totalAmount: 100, number: `BLR/26-27/0000${id}`, issuedAt: '2026-11-21T00:00:00.000Z', ...extra });
    const view = customerComplaint(
      complaint,
      { customerName: null, productName: null },
      [booking(1, '2026-11-20', 1)],
      names,
      [doc(1, 1, 'draft', { number: null }), doc(2, 1, 'sent', { dueDate: '2026-11-01T00:00:00.000Z' }), doc(3, 1, 'cancelled'), doc(4, 99, 'paid'), doc(5, 1, 'paid', { totalAmount: 0, number: 'SN/26-27/00001' })],
      new Date('2026-11-27T00:00:00.000Z'),
    );
    expect(view.invoices.map((i) => [i.id, i.status, i.kind])).toEqual([
      [2, 'overdue', 'tax_invoice'],
      [5, 'paid', 'service_note'],
    ]);
    expect(givenToCustomer({ status: 'draft' })).toBe(false);
  });
});
