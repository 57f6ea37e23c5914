import { describe, expect, it } from 'vitest';
import { isOwnComplaint, isOwnJob, technicianRecordIds } from '../../src/domain/ownership';
import { warehouseClosedTo } from '../../src/domain/access';
import { canAutoAssign, canRequestParts } from '../../src/domain/complaints';
import { canDecideApproval } from '../../src/domain/approvals';
import { invoiceOfJob } from '../../src/domain/jobCompletion';
import { importRowBody, parseBomRow, productLookup, versionKey } from '../../src/domain/bomImport';

// The rules behind the holes of issue 28, scope 3 (the calls are tests/api/holes.test.ts).

describe("a technician's jobs", () => {
  const vendors = [
    { id: 1, userId: 7 },
    { id: 2, userId: null },
    { id: 3, userId: 7 },
    { id: 4 },
  ];
  it('are the bookings of the technician records linked to his account; other roles are not limited', () => {
    expect(technicianRecordIds('technician', 7, vendors)).toEqual([1, 3]);
    expect(technicianRecordIds('technician', 8, vendors)).toEqual([]);
    expect(technicianRecordIds('warehouse_admin', 7, vendors)).toBeNull();
    expect(isOwnJob({ assignedTechnicianId: 3 }, [1, 3])).toBe(true);
    expect(isOwnJob({ assignedTechnicianId: 2 }, [1, 3])).toBe(false);
    expect(isOwnJob({ assignedTechnicianId: null }, [1, 3])).toBe(false);
    expect(isOwnJob({ assignedTechnicianId: null }, null)).toBe(true);
  });

  it("a complaint is his when assigned to one of his records or with a visit of his", () => {
    const bookings = [
      { complaintId: 10, assignedTechnicianId: 3 },
      { complaintId: 11, assignedTechnicianId: 2 },
    ];
    expect(isOwnComplaint({ id: 10, assignedVendorId: null }, bookings, [1, 3])).toBe(true);
    expect(isOwnComplaint({ id: 12, assignedVendorId: 1 }, bookings, [1, 3])).toBe(true);
    expect(isOwnComplaint({ id: 11, assignedVendorId: 2 }, bookings, [1, 3])).toBe(false);
    expect(isOwnComplaint({ id: 13, assignedVendorId: null }, bookings, [])).toBe(false);
    expect(isOwnComplaint({ id: 13, assignedVendorId: null }, bookings, null)).toBe(true);
  });
});

describe('a deactivated warehouse', () => {
  it('is closed to every role but the super admin; an active or unknown one is not', () => {
    const off = { isActive: false, status: 'inactive' };
    for (const role of ['warehouse_admin', 'technician', 'customer'] as const) expect(warehouseClosedTo(role, off), role).toBe(true);
    expect(warehouseClosedTo('super_admin', off)).toBe(false);
    expect(warehouseClosedTo('warehouse_admin', { isActive: true, status: 'active' })).toBe(false);
    expect(warehouseClosedTo('warehouse_admin', { status: 'inactive' })).toBe(true);
    expect(warehouseClosedTo('warehouse_admin', undefined)).toBe(false);
  });
});

describe('complaint moves of issue 28', () => {
  it('auto-assigns an open complaint only, and takes parts requests until it is resolved', () => {
    expect(['open', 'assigned', 'in_progress', 'resolved', 'closed'].filter(canAutoAssign)).toEqual(['open']);
    expect(['open', 'assigned', 'in_progress', 'resolved', 'closed'].filter(canRequestParts)).toEqual(['open', 'assigned', 'in_progress']);
  });

  it('decides an approval once', () => {
    expect(['pending', 'approved', 'rejected'].filter(canDecideApproval)).toEqual(['pending']);
  });
});

describe('one invoice per job', () => {
  const invoices = [
    { id: 1, bookingId: 5, status: 'cancelled' },
    { id: 2, bookingId: 5, status: 'paid' },
    { id: 3, bookingId: 0, status: 'draft' },
    { id: 4, bookingId: 6, status: 'cancelled' },
  ];
  it('finds the invoice of a job not cancelled; an invoice of no job is nobody\'s', () => {
    expect(invoiceOfJob(invoices, 5)?.id).toBe(2);
    expect(invoiceOfJob(invoices, 6)).toBeUndefined();
    expect(invoiceOfJob(invoices, 0)).toBeUndefined();
  });
});

describe('the BOM import rows', () => {
  const products = [
    { id: 1, sku: 'TV-1' },
    { id: 2, sku: 'TV-2' },
    { id: 3, sku: 'TV-2' },
  ];
  const now = new Date('2026-01-01T00:00:00.000Z');

  it('reads a row the same with the catalogue as a list or as a lookup built once', () => {
    const lookup = productLookup(products);
    for (const raw of [{ sku: 'TV-2', version: 'v1.0' }, { parentProductId: '1', version: 'v1.0' }, { parentProductId: '9', version: 'v1.0' }, { sku: 'NONE', version: 'v1.0' }])
      expect(parseBomRow(raw, lookup, now), JSON.stringify(raw)).toEqual(parseBomRow(raw, products, now));
    // The first product with a SKU, as a search from the start finds it.
    expect(parseBomRow({ sku: 'TV-2', version: 'v1.0' }, lookup, now)).toMatchObject({ ok: true, value: { parentProductId: 2 } });
  });

  it("gives the create call's body with the file's own date text, and keys versions per product", () => {
    const raw = { parentProductId: '1', version: 'v1.0', effectiveDate: '12' };
    const row = parseBomRow(raw, products, now);
    expect(row.ok).toBe(true);
    if (row.ok) expect(importRowBody(raw, row.value)).toMatchObject({ parentProductId: 1, version: 'v1.0', effectiveDate: '12' });
    const blank = { parentProductId: '1', version: 'v1.0' };
    const parsed = parseBomRow(blank, products, now);
    if (parsed.ok) expect(importRowBody(blank, parsed.value).effectiveDate).toBe(now.toISOString());
    expect(versionKey(1, 'v1.0')).toBe('1:v1.0');
  });
});
