import { describe, expect, it } from 'vitest';
import { buildTimeline, customerTimeline, type TimelineAuditRow, type TimelineInput } from '../../src/domain/timeline';

// The complaint timeline (issue 12 scope 4): every kind of event from the complaint, its records
// and the audit log, in time order, with who and when; seeded history without audit rows still
// tells the story; a customer reads a reduced one.

const T = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString();
const row = (entityType: string, entityId: number, action: string, minute: number, actorId = 1): TimelineAuditRow => ({
  entityType,
  entityId,
  action,
  actorId,
  createdAt: T(minute),
});

const USERS: Record<number, string> = { 1: 'Sunita Rao', 2: 'Rakesh Menon', 3: 'Imran Khan' };
const VENDORS: Record<number, string> = { 7: 'Bengaluru TeleFix 0', 8: 'Arjun Nair' };

const base = (over: Partial<TimelineInput> = {}): TimelineInput => ({
  complaint: { id: 10, createdAt: T(0), status: 'open', assignedVendorId: null, commissionRateApplied: null, commissionPaidBy: null },
  bookings: [],
  spareRequests: [],
  movements: [],
  invoices: [],
  audit: [],
  userName: (id) => (id == null ? null : USERS[id] ?? null),
  vendorName: (id) => (id == null ? null : VENDORS[id] ?? null),
  ...over,
});

describe('buildTimeline', () => {
  it('tells the whole story in time order, each with who and when', () => {
    const input = base({
      complaint: { id: 10, createdAt: T(0), status: 'open', assignedVendorId: 7, commissionRateApplied: 15, commissionPaidBy: 'Company' },
      bookings: [
        {
          id: 20,
          createdAt: T(2),
          status: 'completed',
          scheduledDate: '2026-11-21',
          scheduledTime: '10:00',
          serviceType: 'repair',
          assignedTechnicianId: 8,
          history: [
            { status: 'scheduled', at: T(2), by: 2, note: 'Booking created' },
            // An assignment keeps the status: not a status change.
            { status: 'scheduled', at: T(3), by: 'Rakesh Menon', note: 'Technician Arjun Nair (#8) assigned' },
            { status: 'in_progress', at: T(10), by: 3, note: 'On site' },
            { status: 'completed', at: T(20), by: 'Imran Khan', note: 'Replaced the PSU' },
          ],
        },
      ],
      spareRequests: [
        { id: 30, bookingId: 20, createdAt: T(4), status: 'delivered', requestedItems: [{ partName: 'PSU', quantity: 1 }], requestedBy: 3, approvedBy: 1, approvalNotes: 'OK', totalEstimatedCost: 1350 },
      ],
      movements: [
        { id: 40, product: { name: 'PSU', sku: 'PSU-150W' }, qty: 1, type: 'OUT', ref: 'SR-30', createdAt: T(6) },
        { id: 41, product: { name: 'Screw kit', sku: 'SCR-1' }, qty: 2, type: 'OUT', ref: 'BK-20', createdAt: T(20) },
        { id: 42, product: { name: 'Fuse', sku: 'FUS-1' }, qty: 1, type: 'OUT', ref: 'BK-20', createdAt: T(20) },
      ],
      invoices: [{ id: 50, bookingId: 20, totalAmount: 1593, status: 'draft', createdAt: T(20) }],
      audit: [
        row('complaint', 10, 'create', 0, 2),
        row('complaint', 10, 'auto-assign', 1, 2),
        row('booking', 20, 'create', 2, 2),
        row('booking', 20, 'assign-technician', 3, 2),
        row('spare_request', 30, 'create', 4, 3),
        row('spare_request', 30, 'approved', 5, 1),
        row('spare_request', 30, 'delivered', 6, 1),
        row('complaint', 10, 'resolve', 20, 3),
        row('invoice', 50, 'create', 20, 3),
        row('complaint', 10, 'close', 30, 1),
        row('complaint', 10, 'reopen: Picture fault came back', 40, 2),
        // Not this complaint's: left out.
        row('complaint', 11, 'close', 30, 1),
        row('booking', 21, 'status-completed', 30, 1),
      ],
    });
    const entries = buildTimeline(input);
    expect(entries.map((e) => e.kind)).toEqual([
      'logged',
      'assigned',
      'booked',
      'technician',
      'spareRequested',
      'spareDecided',
      'spareDecided',
      'partsUsed',
      'bookingStatus',
      'bookingStatus',
      'partsUsed',
      'resolved',
      'invoiced',
      'closed',
      'reopened',
    ]);
    const [logged, assigned, booked, technician] = entries;
    expect(logged).toMatchObject({ at: T(0), by: 'Rakesh Menon' });
    expect(assigned).toMatchObject({ at: T(1), by: 'Rakesh Menon', details: { vendor: 'Bengaluru TeleFix 0', rate: 15, payer: 'Company' } });
    expect(booked).toMatchObject({ by: 'Rakesh Menon', ref: { type: 'booking', id: 20 }, details: { date: '2026-11-21', time: '10:00', serviceType: 'repair' } });
    expect(technician.details.technician).toBe('Arjun Nair');
    expect(entries[4]).toMatchObject({ by: 'Imran Khan', details: { parts: 'PSU × 1', amount: 1350 }, ref: { type: 'spare_request', id: 30 } });
    expect(entries.slice(5, 7).map((e) => [e.details.decision, e.by])).toEqual([
      ['approved', 'Sunita Rao'],
      ['delivered', 'Sunita Rao'],
    ]);
    expect(entries[7]).toMatchObject({ details: { parts: 'PSU × 1', ref: 'SR-30' }, ref: { type: 'spare_request', id: 30 } });
    // The booking's own history says who moved it (an id or a name) and with what note; 'scheduled' is the booking itself.
    expect(entries.slice(8, 10).map((e) => [e.details.status, e.by, e.details.note])).toEqual([
      ['in_progress', 'Imran Khan', 'On site'],
      ['completed', 'Imran Khan', 'Replaced the PSU'],
    ]);
    expect(entries[10]).toMatchObject({ details: { parts: 'Screw kit × 2, Fuse × 1', ref: 'BK-20' }, ref: { type: 'booking', id: 20 } });
    expect(entries[12]).toMatchObject({ by: 'Imran Khan', details: { invoice: '#50', amount: 1593, status: 'draft' }, ref: { type: 'invoice', id: 50 } });
    expect(entries[13]).toMatchObject({ kind: 'closed', by: 'Sunita Rao', at: T(30) });
    expect(entries[14]).toMatchObject({ kind: 'reopened', by: 'Rakesh Menon', at: T(40), details: { reason: 'Picture fault came back' } });
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('without a booking history, status changes come from the audit log; only the latest assignment names the vendor', () => {
    const entries = buildTimeline(
      base({
        complaint: { id: 10, createdAt: T(0), status: 'assigned', assignedVendorId: 7, commissionRateApplied: null, commissionPaidBy: 'Customer' },
        bookings: [{ id: 20, createdAt: T(3), status: 'cancelled', scheduledDate: '2026-11-21', scheduledTime: '10:00', serviceType: 'repair', assignedTechnicianId: null }],
        audit: [row('complaint', 10, 'assign', 1), row('complaint', 10, 'auto-assign', 2), row('booking', 20, 'status-cancelled', 5, 3), row('complaint', 10, 'parts-request', 6, 3), row('complaint', 10, 'parts-rejected', 7)],
      }),
    );
    expect(entries.map((e) => e.kind)).toEqual(['logged', 'assigned', 'assigned', 'booked', 'bookingStatus', 'partsRequested', 'partsDecided']);
    expect(entries[1].details).toEqual({});
    expect(entries[2].details).toEqual({ vendor: 'Bengaluru TeleFix 0', rate: null, payer: 'Customer' });
    expect(entries[4]).toMatchObject({ by: 'Imran Khan', details: { status: 'cancelled' } });
    expect(entries[6].details.decision).toBe('rejected');
  });

  it('each assignment names the vendor, rate and payer its audit row kept, the first of a reassignment included', () => {
    const first = { ...row('complaint', 10, 'auto-assign', 1), details: { vendorId: 8, rate: 12.5, payer: 'Customer' } };
    const second = { ...row('complaint', 10, 'assign', 2), details: { vendorId: 7, rate: 15, payer: 'Company' } };
    const entries = buildTimeline(
      base({
        complaint: { id: 10, createdAt: T(0), status: 'assigned', assignedVendorId: 7, commissionRateApplied: 15, commissionPaidBy: 'Company' },
        audit: [first, second],
      }),
    );
    expect(entries.filter((e) => e.kind === 'assigned').map((e) => e.details)).toEqual([
      { vendor: VENDORS[8], rate: 12.5, payer: 'Customer' },
      { vendor: VENDORS[7], rate: 15, payer: 'Company' },
    ]);
  });

  it('seeded history with no audit rows still reads: assigned, the visit done, the decision, resolved and closed, nothing before logged', () => {
    const entries = buildTimeline(
      base({
        complaint: { id: 10, createdAt: T(30), status: 'closed', assignedVendorId: 7, commissionRateApplied: 20, commissionPaidBy: 'Customer' },
        // Created (in the seed) before the complaint: shown after 'logged' all the same, with its own time.
        bookings: [{ id: 20, createdAt: T(5), status: 'completed', scheduledDate: '2026-11-20', scheduledTime: '11:30', serviceType: 'repair', assignedTechnicianId: 8 }],
        spareRequests: [{ id: 30, bookingId: 20, createdAt: T(40), status: 'rejected', requestedItems: [{ partName: 'PSU', quantity: 2 }], requestedBy: 3, approvedBy: 1, approvalNotes: 'Not covered', totalEstimatedCost: 2700 }],
      }),
    );
    expect(entries.map((e) => e.kind)).toEqual(['logged', 'assigned', 'booked', 'spareRequested', 'spareDecided', 'bookingStatus', 'resolved', 'closed']);
    expect(entries[1]).toMatchObject({ by: null, details: { vendor: 'Bengaluru TeleFix 0', rate: 20 } });
    expect(entries[2].at).toBe(T(5));
    expect(entries[4]).toMatchObject({ by: 'Sunita Rao', details: { decision: 'rejected', note: 'Not covered' } });
    expect(entries[5]).toMatchObject({ at: '2026-11-20T11:30:00.000Z', by: null, details: { status: 'completed' } });
    // Resolved and closed are placed after the last thing known.
    expect(entries[6].at).toBe(entries[5].at);
    expect(entries[7].at).toBe(entries[5].at);
  });

  it("a seeded resolution is placed at the complaint's resolvedAt when it has one", () => {
    const entries = buildTimeline(
      base({ complaint: { id: 10, createdAt: T(0), status: 'resolved', assignedVendorId: null, commissionRateApplied: null, commissionPaidBy: null, resolvedAt: T(15) } }),
    );
    expect(entries.map((e) => [e.kind, e.at])).toEqual([
      ['logged', T(0)],
      ['resolved', T(15)],
    ]);
  });

  it('an open complaint with nothing done yet is just logged', () => {
    expect(buildTimeline(base()).map((e) => [e.kind, e.by])).toEqual([['logged', null]]);
  });
});

describe('customerTimeline', () => {
  it('keeps what a customer may read (no vendor, commission, parts approval or staff names)', () => {
    const entries = buildTimeline(
      base({
        complaint: { id: 10, createdAt: T(0), status: 'resolved', assignedVendorId: 7, commissionRateApplied: 15, commissionPaidBy: 'Customer' },
        audit: [row('complaint', 10, 'create', 0), row('complaint', 10, 'auto-assign', 1), row('complaint', 10, 'parts-approved', 2), row('complaint', 10, 'resolve', 3)],
      }),
    );
    const mine = customerTimeline(entries);
    expect(mine.map((e) => e.kind)).toEqual(['logged', 'resolved']);
    expect(mine.every((e) => e.by === null)).toBe(true);
    expect(JSON.stringify(mine)).not.toContain('TeleFix');
  });
});

describe('invoices on the timeline (issue 27)', () => {
  const withInvoices = (invoices: TimelineInput['invoices']) =>
    buildTimeline(
      base({
        bookings: [{ id: 20, createdAt: T(3), status: 'completed', scheduledDate: '2026-11-21', scheduledTime: '10:00', serviceType: 'repair', assignedTechnicianId: null }],
        invoices,
      }),
    ).filter((e) => e.kind === 'invoiced');

  it('names an issued invoice by its number and says which document it is: a tax invoice or a no-charge service note', () => {
    const entries = withInvoices([
      { id: 50, bookingId: 20, totalAmount: 1180, status: 'sent', createdAt: T(20), number: 'BLR/26-27/00012', kind: 'tax_invoice' },
      { id: 51, bookingId: 20, totalAmount: 0, status: 'paid', createdAt: T(21), number: 'SN/26-27/00003', kind: 'service_note' },
      { id: 52, bookingId: 20, totalAmount: 0, status: 'draft', createdAt: T(22), number: null },
    ]);
    expect(entries.map((e) => [e.details.invoice, e.details.document])).toEqual([
      ['BLR/26-27/00012', 'tax_invoice'],
      ['SN/26-27/00003', 'service_note'],
      ['#52', 'service_note'],
    ]);
  });

  it('a customer reads only the documents given to them, not a draft or a cancelled one', () => {
    const entries = withInvoices([
      { id: 50, bookingId: 20, totalAmount: 1180, status: 'sent', createdAt: T(20), number: 'BLR/26-27/00012' },
      { id: 51, bookingId: 20, totalAmount: 900, status: 'draft', createdAt: T(21) },
      { id: 52, bookingId: 20, totalAmount: 900, status: 'cancelled', createdAt: T(22), number: 'BLR/26-27/00013' },
    ]);
    expect(customerTimeline(entries).map((e) => e.details.invoice)).toEqual(['BLR/26-27/00012']);
  });
});
