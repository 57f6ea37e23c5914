import { describe, expect, it } from 'vitest';
import { approvalSubject, type ApprovalRecords } from '../../src/domain/approvals';

// What an approval is about (issue 27), as GET /api/approvals and a decision answer it.
describe('approvalSubject', () => {
  const records: ApprovalRecords = {
    spareRequests: [
      {
        id: 4,
        bookingId: 11,
        requestedItems: [
          { partName: 'Mainboard', partNumber: 'MB-4K', quantity: 1 },
          { partName: '', partNumber: 'TCON-1', quantity: 2 },
        ],
        totalEstimatedCost: 5550,
        requestedBy: 2,
      },
      { id: 5, bookingId: 12, requestedItems: [], totalEstimatedCost: 0, requestedBy: 3 },
      { id: 6, bookingId: 13, requestedItems: [], totalEstimatedCost: 0, requestedBy: 99 },
    ],
    registrations: [
      { id: 8, productId: 3, serialNo: 'TV55A-1' },
      { id: 9, productId: 42, serialNo: 'GONE-1' },
    ],
    products: [
      { id: 3, name: 'Vistara 55" TV', extendedWarrantyPrice: 2999 },
      { id: 4, name: 'Remote' },
    ],
    commissions: [{ id: 21, vendorName: 'Ravi Electronics', referenceType: 'booking', referenceId: 11, amount: 120.5 }],
    users: [
      { id: 2, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' },
      { id: 3, firstName: '', lastName: '', email: 'tech@example.com' },
    ],
  };

  it("names a spare request's parts (by name, else number) with quantities, its cost, requester and booking", () => {
    expect(approvalSubject({ entityType: 'spare_request', entityId: 4 }, records)).toEqual({
      type: 'spare_request',
      id: 4,
      label: 'Mainboard × 1, TCON-1 × 2',
      amount: 5550,
      requester: 'Asha Rao',
      bookingId: 11,
    });
    // A requester without a name is named by e-mail; an unknown one is null.
    expect(approvalSubject({ entityType: 'spare_request', entityId: 5 }, records)?.requester).toBe('tech@example.com');
    expect(approvalSubject({ entityType: 'spare_request', entityId: 6 }, records)?.requester).toBeNull();
  });

  it("names a warranty extension by product and serial, at the product's extension price", () => {
    expect(approvalSubject({ entityType: 'warranty_extension', entityId: 8 }, records)).toEqual({
      type: 'warranty_extension',
      id: 8,
      label: 'Vistara 55" TV · TV55A-1',
      amount: 2999,
      requester: null,
      bookingId: null,
    });
    // A product no longer in the catalogue is named by its id, without a price.
    expect(approvalSubject({ entityType: 'warranty_extension', entityId: 9 }, records)).toMatchObject({ label: '#42 · GONE-1', amount: null });
  });

  it('names a commission by vendor and reference, at its amount', () => {
    expect(approvalSubject({ entityType: 'commission', entityId: 21 }, records)).toEqual({
      type: 'commission',
      id: 21,
      label: 'Ravi Electronics · booking #11',
      amount: 120.5,
      requester: null,
      bookingId: null,
    });
  });

  it('is null when the record is gone or the kind is unknown', () => {
    expect(approvalSubject({ entityType: 'spare_request', entityId: 404 }, records)).toBeNull();
    expect(approvalSubject({ entityType: 'warranty_extension', entityId: 404 }, records)).toBeNull();
    expect(approvalSubject({ entityType: 'commission', entityId: 404 }, records)).toBeNull();
    expect(approvalSubject({ entityType: 'invoice', entityId: 4 }, records)).toBeNull();
  });
});
