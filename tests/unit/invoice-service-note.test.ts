import { describe, expect, it } from 'vitest';
import { canMoveInvoice, invoiceFilterConditions, invoiceMoveRefusal, matchesInvoiceFilter, SERVICE_NOTE_NOT_PAYABLE } from '../../src/domain/invoice';
import {
  invoiceKind,
  isServiceNoteNumber,
  kindForTotal,
  nextDocumentNumber,
  numberSeededInvoices,
  seriesCodeFor,
  SERVICE_NOTE_CODE,
  warehouseCode,
} from '../../src/domain/invoiceSeries';
import { holds } from '../../src/domain/listQuery';
import { said } from './said';

// Issue 27: a ₹0 document (a job under warranty) is a no-charge service note, not a tax invoice: which
// kind a document is, and which series it numbers from.

describe('which kind a document is', () => {
  it('a total of 0 (to the paisa) is a service note; anything charged is a tax invoice; a missing total stays a tax invoice', () => {
    expect(kindForTotal(0)).toBe('service_note');
    expect(kindForTotal(0.004)).toBe('service_note');
    expect(kindForTotal(0.01)).toBe('tax_invoice');
    expect(kindForTotal(589.99)).toBe('tax_invoice');
    expect(kindForTotal(undefined)).toBe('tax_invoice');
    expect(kindForTotal(null)).toBe('tax_invoice');
    expect(kindForTotal(Number.NaN)).toBe('tax_invoice');
  });

  it('a stored kind wins; else a numbered document goes by its series; else (a draft) by its total', () => {
    expect(invoiceKind({ kind: 'service_note', number: 'BLR/26-27/00001', totalAmount: 100 })).toBe('service_note');
    expect(invoiceKind({ kind: 'tax_invoice', totalAmount: 0 })).toBe('tax_invoice');
    // Issued before issue 27 in the warehouse's series: it stays the tax invoice it was issued as.
    expect(invoiceKind({ number: 'BLR/26-27/00008', totalAmount: 0 })).toBe('tax_invoice');
    expect(invoiceKind({ number: 'SN/26-27/00003', totalAmount: 0 })).toBe('service_note');
    expect(invoiceKind({ number: null, totalAmount: 0 })).toBe('service_note');
    expect(invoiceKind({ number: null, totalAmount: 1180 })).toBe('tax_invoice');
    expect(invoiceKind({ kind: 'nonsense', totalAmount: 0 })).toBe('service_note');
  });
});

describe('which series a document numbers from', () => {
  const issued = ['BLR/26-27/00007', 'SN/26-27/00002', 'BLR/25-26/00031', 'CN/26-27/00001', null];

  it('a tax invoice takes the next of the warehouse series, a service note the next of SN: each gapless on its own', () => {
    expect(seriesCodeFor('tax_invoice', 'BLR')).toBe('BLR');
    expect(seriesCodeFor('service_note', 'BLR')).toBe(SERVICE_NOTE_CODE);
    expect(nextDocumentNumber(issued, 'tax_invoice', 'BLR', '2026-11-24')).toBe('BLR/26-27/00008');
    expect(nextDocumentNumber(issued, 'service_note', 'BLR', '2026-11-24')).toBe('SN/26-27/00003');
    // A new financial year starts each series again.
    expect(nextDocumentNumber(issued, 'service_note', 'BLR', '2027-04-01')).toBe('SN/27-28/00001');
    expect(isServiceNoteNumber('SN/26-27/00003')).toBe(true);
    expect(isServiceNoteNumber('BLR/26-27/00003')).toBe(false);
    expect(isServiceNoteNumber(null)).toBe(false);
  });

  it("no warehouse's code is a note series' code (SN, CN): such a warehouse gets SNW or CNW", () => {
    expect(warehouseCode({ subdomain: 'sn-depot' })).toBe('SNW');
    expect(warehouseCode({ name: 'Central North' })).toBe('CNW');
    expect(warehouseCode({ subdomain: 'snagar' })).toBe('SNAG');
    expect(warehouseCode({ subdomain: 'blr-central' })).toBe('BLR');
  });

  it('the seed numbers its ₹0 issued documents as service notes (sent, nothing due or paid), the rest gapless as tax invoices', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const rows = [
      { status: 'paid', createdAt: '2026-11-01T00:00:00Z', totalAmount: 0 },
      { status: 'sent', createdAt: '2026-11-02T00:00:00Z', totalAmount: 1180 },
      { status: 'overdue', createdAt: '2026-11-03T00:00:00Z', totalAmount: 0 },
      { status: 'paid', createdAt: '2026-11-04T00:00:00Z', totalAmount: 590 },
      { status: 'draft', createdAt: '2026-11-05T00:00:00Z', totalAmount: 0 },
    ] as Parameters<typeof numberSeededInvoices>[0];
    numberSeededInvoices(rows, 'BLR', now);
    expect(rows.map((r) => [r.number ?? null, r.kind ?? null, r.status])).toEqual([
      ['SN/26-27/00001', 'service_note', 'sent'],
      ['BLR/26-27/00001', 'tax_invoice', 'sent'],
      ['SN/26-27/00002', 'service_note', 'sent'],
      ['BLR/26-27/00002', 'tax_invoice', 'paid'],
      [null, null, 'draft'],
    ]);
    expect(rows[0]).toMatchObject({ dueDate: null, paidAt: null, paymentMode: null });
    expect(rows[3]).toMatchObject({ paidAt: expect.any(String), paymentMode: expect.any(String) });
  });
});

describe('the life of a service note', () => {
  it('is issued and cancelled like an invoice, but never paid (a refusal with its server text key)', () => {
    expect(canMoveInvoice('draft', 'issue', 'service_note')).toBe(true);
    expect(canMoveInvoice('sent', 'cancel', 'service_note')).toBe(true);
    expect(canMoveInvoice('sent', 'pay', 'service_note')).toBe(false);
    expect(canMoveInvoice('sent', 'pay', 'tax_invoice')).toBe(true);
    expect(canMoveInvoice('sent', 'pay')).toBe(true);
    expect(invoiceMoveRefusal('sent', 'pay', 'service_note')).toBe(SERVICE_NOTE_NOT_PAYABLE);
    expect(said(invoiceMoveRefusal('cancelled', 'pay', 'service_note'))).toBe('A cancelled invoice cannot be paid');
    expect(SERVICE_NOTE_NOT_PAYABLE).toEqual({ key: 'serverText.serviceNoteNotPayable' });
    expect(said(SERVICE_NOTE_NOT_PAYABLE)).toBe('A service note has nothing to pay');
  });

  it("'open' (still to be collected) holds the drafts to issue, ₹0 too, but no issued service note; the list filter agrees", () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const rows = [
      { status: 'draft', kind: undefined, dueDate: null },
      { status: 'sent', kind: 'service_note', dueDate: null },
      { status: 'sent', kind: 'tax_invoice', dueDate: '2026-12-01T00:00:00Z' },
      { status: 'sent', kind: undefined, dueDate: '2026-11-01T00:00:00Z' },
      { status: 'cancelled', kind: 'service_note', dueDate: null },
    ];
    const byRule = rows.map((r) => matchesInvoiceFilter(r.status === 'sent' && r.dueDate && r.dueDate < now.toISOString() ? 'overdue' : (r.status as 'draft'), 'open', r.kind));
    expect(byRule).toEqual([true, false, true, true, false]);
    const conditions = invoiceFilterConditions('open', now);
    expect(rows.map((r) => conditions.every((c) => holds(r, c)))).toEqual(byRule);
    // 'sent' still lists an issued service note.
    expect(matchesInvoiceFilter('sent', 'sent', 'service_note')).toBe(true);
  });
});
