// Every date in the warehouse's time zone (issue 27): the invoice page, its PDF and the CSV exports
// show the same day whatever zone the browser or this machine is in. Run under TZ=UTC and
// TZ=America/New_York (and any other) with the same results.
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, businessIsoDate, formatBusinessDate } from '../../src/domain/dates';
import { pdfDate } from '../../src/resources/invoices/invoicePdf';
import { exportCell, exportDate } from '../../src/ui/list-tools/exportColumns';
import { INVOICE_LIST_TOOLS } from '../../src/resources/invoices/invoiceExport';

/** 20:00 UTC on 26 Nov is 01:30 on 27 Nov in India: the day the warehouse issued the invoice. */
const NEAR_MIDNIGHT = '2026-11-26T20:00:00Z';

describe('dates in India’s time', () => {
  it('reads an instant near midnight as its day in Asia/Kolkata, not the machine’s', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Asia/Kolkata');
    expect(formatBusinessDate(NEAR_MIDNIGHT)).toBe('27 Nov 2026');
    expect(formatBusinessDate(NEAR_MIDNIGHT, 'en-IN', true)).toBe('27 Nov 2026, 01:30');
    expect(formatBusinessDate(new Date(NEAR_MIDNIGHT))).toBe('27 Nov 2026');
    expect(formatBusinessDate(Date.parse(NEAR_MIDNIGHT))).toBe('27 Nov 2026');
    // 18:29 UTC is still the same day in India, 18:30 the next.
    expect(formatBusinessDate('2026-11-26T18:29:59Z')).toBe('26 Nov 2026');
    expect(formatBusinessDate('2026-11-26T18:30:00Z')).toBe('27 Nov 2026');
    expect(formatBusinessDate(NEAR_MIDNIGHT, 'hi-IN')).toBe('27 नव॰ 2026');
  });

  it('keeps a calendar day (YYYY-MM-DD) that day, with no time', () => {
    expect(formatBusinessDate('2026-12-24')).toBe('24 Dec 2026');
    expect(formatBusinessDate('2026-12-24', 'en-IN', true)).toBe('24 Dec 2026');
    expect(businessIsoDate('2026-12-24')).toBe('2026-12-24');
    expect(businessIsoDate('2026-12-24', true)).toBe('2026-12-24');
  });

  it('gives nothing for a missing or unreadable value', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatBusinessDate(value)).toBeNull();
      expect(businessIsoDate(value)).toBeNull();
    }
  });

  it('writes spreadsheet dates in India’s time', () => {
    expect(businessIsoDate(NEAR_MIDNIGHT)).toBe('2026-11-27');
    expect(businessIsoDate(NEAR_MIDNIGHT, true)).toBe('2026-11-27 01:30');
    expect(businessIsoDate('2026-11-26T18:30:00Z', true)).toBe('2026-11-27 00:00');
    expect(exportDate(NEAR_MIDNIGHT)).toBe('2026-11-27');
    expect(exportDate(NEAR_MIDNIGHT, true)).toBe('2026-11-27 01:30');
    expect(exportDate('garbage')).toBe('garbage');
  });

  it('gives an invoice the same day on its page, in its PDF and in the CSV', () => {
    const invoice = { id: 1, status: 'sent', createdAt: NEAR_MIDNIGHT, dueDate: '2026-12-27' };
    const column = (source: string) => (INVOICE_LIST_TOOLS.exportColumns || []).find((c) => c.source === source)!;
    const translate = (key: string) => key;
    // The page (DateText, English) and the PDF print the same text; the CSV the same day.
    expect(formatBusinessDate(invoice.createdAt, 'en-IN')).toBe('27 Nov 2026');
    expect(pdfDate(invoice.createdAt)).toBe('27 Nov 2026');
    expect(exportCell(invoice, column('createdAt'), translate)).toBe('2026-11-27');
    expect(formatBusinessDate(invoice.dueDate, 'en-IN')).toBe('27 Dec 2026');
    expect(pdfDate(invoice.dueDate)).toBe('27 Dec 2026');
    expect(exportCell(invoice, column('dueDate'), translate)).toBe('2026-12-27');
  });
});
