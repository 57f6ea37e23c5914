import { describe, expect, it } from 'vitest';
import { canMoveInvoice, invoiceMoveRefusal, invoiceStatus, matchesInvoiceFilter } from '../../src/domain/invoice';
import { said } from './said';
import {
  MAX_INVOICE_NUMBER_LENGTH,
  dueDateOf,
  financialYear,
  formatSeriesNumber,
  nextCreditNoteNumber,
  nextInvoiceNumber,
  numberSeededInvoices,
  warehouseCode,
} from '../../src/domain/invoiceSeries';

// Issue 15 scope 3 (docs/architecture.md, "Money: GST and warranty"): numbers per warehouse and financial
// year (April-March), gapless, at most 16 characters (CGST Rule 46), assigned at issue; overdue derived;
// refused moves.

describe('financialYear', () => {
  it.each([
    ['2026-11-24', '26-27'],
    ['2026-04-01', '26-27'],
    ['2027-03-31', '26-27'],
    ['2027-04-01', '27-28'],
    ['2026-03-31', '25-26'],
    ['2099-12-31', '99-00'],
  ])('%s is in %s', (day, year) => expect(financialYear(day)).toBe(year));

  it("counts the moment in India's time: 31 March 19:00 UTC is already 1 April in India", () => {
    expect(financialYear(new Date('2027-03-31T18:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T19:00:00Z'))).toBe('27-28');
  });
});

describe('warehouseCode', () => {
  it.each([
    [{ subdomain: 'blr-central', name: 'Bengaluru Central Warehouse' }, 'BLR'],
    [{ subdomain: 'mum-west' }, 'MUM'],
    [{ subdomain: 'bengaluru' }, 'BENG'],
    [{ subdomain: 'x1', name: 'Pune East Hub' }, 'PEH'],
    [{ subdomain: '', name: 'X' }, 'WH'],
  ])('%j -> %s', (warehouse, code) => expect(warehouseCode(warehouse)).toBe(code));
});

describe('invoice numbers', () => {
  it('reads <CODE>/<YY-YY>/<00042> and never passes 16 characters', () => {
    expect(formatSeriesNumber('BLR', '26-27', 42)).toBe('BLR/26-27/00042');
    expect(formatSeriesNumber('BENG', '26-27', 99999)).toHaveLength(MAX_INVOICE_NUMBER_LENGTH);
    expect(() => formatSeriesNumber('BENG', '26-27', 100000)).toThrow('longer than 16 characters');
    expect(() => formatSeriesNumber('BLR', '26-27', 0)).toThrow();
  });

  it('is gapless: the highest of the series + 1, from 00001, restarting in a new financial year', () => {
    const issued: string[] = [];
    const take = (when: string) => {
      const n = nextInvoiceNumber(issued, 'BLR', when);
      issued.push(n);
      return n;
    };
    expect(take('2027-03-30')).toBe('BLR/26-27/00001');
    expect(take('2027-03-31')).toBe('BLR/26-27/00002');
    expect(take('2027-04-01')).toBe('BLR/27-28/00001');
    // Other warehouses' and credit notes' numbers do not count; a cancelled invoice keeps its number, so it is never given again.
    expect(nextInvoiceNumber([...issued, 'MUM/27-28/00009', 'CN/27-28/00004'], 'BLR', '2027-04-02')).toBe('BLR/27-28/00002');
    expect(nextInvoiceNumber(['BLR/26-27/00005', null, undefined], 'BLR', '2027-01-01')).toBe('BLR/26-27/00006');
  });

  it('gives credit notes a series of their own', () => {
    expect(nextCreditNoteNumber([], '2026-11-24')).toBe('CN/26-27/00001');
    expect(nextCreditNoteNumber(['CN/26-27/00001', 'BLR/26-27/00007'], '2026-11-24')).toBe('CN/26-27/00002');
  });

  it('is due 15 days after issue unless a date is given', () => {
    expect(dueDateOf(new Date('2026-11-24T10:00:00Z'))).toBe('2026-12-09T10:00:00.000Z');
    expect(dueDateOf(new Date('2026-11-24T10:00:00Z'), '2026-12-31')).toBe('2026-12-31T00:00:00.000Z');
  });
});

describe('invoice life', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('derives overdue from a past due date of a sent invoice; the open filter holds draft, sent and overdue', () => {
    expect(invoiceStatus({ status: 'sent', dueDate: '2026-11-20T00:00:00Z' }, now)).toBe('overdue');
    expect(invoiceStatus({ status: 'sent', dueDate: '2026-11-30T00:00:00Z' }, now)).toBe('sent');
    expect(invoiceStatus({ status: 'paid', dueDate: '2026-11-20T00:00:00Z' }, now)).toBe('paid');
    expect(['draft', 'sent', 'overdue', 'paid', 'cancelled'].filter((s) => matchesInvoiceFilter(s as never, 'open'))).toEqual(['draft', 'sent', 'overdue']);
    expect(matchesInvoiceFilter('overdue', 'sent')).toBe(false);
  });

  it('refuses moves with a clear text', () => {
    expect(said(invoiceMoveRefusal('draft', 'pay'))).toBe('A draft invoice cannot be paid: issue it first');
    expect(said(invoiceMoveRefusal('paid', 'cancel'))).toBe('A paid invoice cannot be cancelled');
    expect(said(invoiceMoveRefusal('sent', 'issue'))).toBe('This invoice is already issued');
    expect(said(invoiceMoveRefusal('cancelled', 'pay'))).toBe('A cancelled invoice cannot be paid');
    expect(said(invoiceMoveRefusal('cancelled', 'cancel'))).toBe('This invoice is already cancelled');
    expect(['draft', 'sent', 'overdue', 'paid', 'cancelled'].filter((s) => canMoveInvoice(s, 'pay'))).toEqual(['sent', 'overdue']);
    expect(['draft', 'sent', 'overdue', 'paid', 'cancelled'].filter((s) => canMoveInvoice(s, 'cancel'))).toEqual(['draft', 'sent', 'overdue']);
  });

  it('numbers the seed in the order invoices were raised; a stored overdue becomes sent with a past due date', () => {
    const rows = [
      { status: 'paid', createdAt: '2026-11-10T00:00:00Z' },
      { status: 'draft', createdAt: '2026-11-01T00:00:00Z' },
      { status: 'overdue', createdAt: '2026-10-01T00:00:00Z' },
      { status: 'sent', createdAt: '2026-03-20T00:00:00Z' },
    ] as { status: string; createdAt: string; number?: string | null; dueDate?: string | null; paidAt?: string | null; paymentMode?: string | null }[];
    numberSeededInvoices(rows, 'BLR', now);
    expect(rows.map((r) => r.number ?? null)).toEqual(['BLR/26-27/00002', null, 'BLR/26-27/00001', 'BLR/25-26/00001']);
    expect(invoiceStatus(rows[2], now)).toBe('overdue');
    expect(rows[2].status).toBe('sent');
    expect(rows[0]).toMatchObject({ paidAt: '2026-11-13T00:00:00.000Z', paymentMode: expect.any(String) });
  });
});
