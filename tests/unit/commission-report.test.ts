import { describe, expect, it } from 'vitest';
import { parse } from 'papaparse';
import {
  commissionReportCsv,
  commissionReportFileName,
  csvAmount,
  dayRange,
  filterCommissionRows,
  normaliseCommissionRow,
  referenceText,
  totalAmount,
  totalsByVendor,
  type CommissionReportRow,
} from '../../src/domain/commissionReport';
import { neutraliseCell, toCsv } from '../../src/domain/csv';

const row = (over: Partial<CommissionReportRow> = {}): CommissionReportRow => ({
  id: 1,
  referenceType: 'complaint',
  referenceId: 12,
  vendorName: 'Sharma Electronics',
  rate: 15,
  amount: 150,
  paidBy: 'Company',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('normaliseCommissionRow', () => {
  it('reads the spec field names as they are', () => {
    const spec = row({
      id: 7,
      referenceType: 'invoice',
      referenceId: 44,
      rate: 12.5,
      amount: 312.5,
      paidBy: 'Customer',
      status: 'paid',
      createdAt: '2026-11-01T09:00:00.000Z',
    });
    expect(normaliseCommissionRow({ ...spec })).toEqual(spec);
  });

  it('reads the alternative names: complaintId, assignedVendorName, commissionRateApplied, commissionAmount, commissionPaidBy', () => {
    expect(
      normaliseCommissionRow({
        id: 3,
        complaintId: 12,
        assignedVendorName: 'Kumar TV Care',
        commissionRateApplied: '20',
        commissionAmount: '240.5',
        commissionPaidBy: 'Company',
        status: 'approved',
        createdAt: '2026-10-05T12:00:00.000Z',
      }),
    ).toEqual({
      id: 3,
      referenceType: 'complaint',
      referenceId: 12,
      vendorName: 'Kumar TV Care',
      rate: 20,
      amount: 240.5,
      paidBy: 'Company',
      status: 'approved',
      createdAt: '2026-10-05T12:00:00.000Z',
    });
  });

  it('a bookingId makes a booking reference', () => {
    expect(normaliseCommissionRow({ id: 4, bookingId: 9 })).toMatchObject({ referenceType: 'booking', referenceId: 9 });
  });

  it('a stated reference type picks its own id field among several', () => {
    expect(normaliseCommissionRow({ id: 5, referenceType: 'complaint', bookingId: 9, complaintId: 31 })).toMatchObject({
      referenceType: 'complaint',
      referenceId: 31,
    });
  });

  it('the spec names win over the alternatives', () => {
    expect(
      normaliseCommissionRow({ id: 6, vendorName: 'A', assignedVendorName: 'B', rate: 0, commissionRateApplied: 15, amount: 10, commissionAmount: 99 }),
    ).toMatchObject({ vendorName: 'A', rate: 0, amount: 10 });
  });

  it('missing values stay empty, not made up', () => {
    expect(normaliseCommissionRow({}, 2)).toEqual({
      id: 'row-3',
      referenceType: null,
      referenceId: null,
      vendorName: '',
      rate: null,
      amount: null,
      paidBy: null,
      status: '',
      createdAt: null,
    });
  });
});

describe('referenceText', () => {
  it("reads like 'complaint #12'", () => {
    expect(referenceText({ referenceType: 'complaint', referenceId: 12 })).toBe('complaint #12');
    expect(referenceText({ referenceType: null, referenceId: 12 })).toBe('#12');
    expect(referenceText({ referenceType: null, referenceId: null })).toBe('');
  });
});

describe('filterCommissionRows', () => {
  const rows = [
    row({ id: 1, status: 'pending', createdAt: '2026-11-01T00:00:00.000Z' }),
    row({ id: 2, status: 'paid', createdAt: '2026-11-10T12:00:00.000Z' }),
    row({ id: 3, status: 'pending', createdAt: '2026-11-15T23:30:00.000Z' }),
    row({ id: 4, status: 'pending', createdAt: '2026-11-16T00:00:00.000Z' }),
    row({ id: 5, status: 'approved', createdAt: null }),
  ];
  const ids = (list: CommissionReportRow[]) => list.map((r) => r.id);

  it('no filter keeps every row', () => {
    expect(ids(filterCommissionRows(rows))).toEqual([1, 2, 3, 4, 5]);
  });
  it('filters by status', () => {
    expect(ids(filterCommissionRows(rows, { status: 'pending' }))).toEqual([1, 3, 4]);
    expect(ids(filterCommissionRows(rows, { status: '' }))).toEqual([1, 2, 3, 4, 5]);
  });
  it('the end day counts as a whole day: 23:30 on the To day is inside, midnight after is not', () => {
    expect(ids(filterCommissionRows(rows, { dateFrom: '2026-11-10', dateTo: '2026-11-15' }))).toEqual([2, 3]);
  });
  it('the From day starts at its midnight', () => {
    expect(ids(filterCommissionRows(rows, { dateFrom: '2026-11-01' }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterCommissionRows(rows, { dateFrom: '2026-11-02' }))).toEqual([2, 3, 4]);
  });
  it('combines status and dates; a row without a date is outside any range', () => {
    expect(ids(filterCommissionRows(rows, { status: 'pending', dateTo: '2026-11-15' }))).toEqual([1, 3]);
    expect(ids(filterCommissionRows(rows, { status: 'approved', dateTo: '2026-12-31' }))).toEqual([]);
  });
  it('dayRange leaves an unreadable or missing side open', () => {
    expect(dayRange(null, 'nonsense')).toEqual({ start: Number.NEGATIVE_INFINITY, end: Number.POSITIVE_INFINITY });
    expect(dayRange('2026-11-01', '2026-11-01T05:00:00Z')).toEqual({
      start: Date.parse('2026-11-01T00:00:00.000Z'),
      end: Date.parse('2026-11-01T23:59:59.999Z'),
    });
  });
});

describe('totals per vendor', () => {
  it('sums each vendor, largest total first, rounded to paise', () => {
    const rows = [
      row({ vendorName: 'Kumar TV Care', amount: 100.1 }),
      row({ vendorName: 'Sharma Electronics', amount: 50 }),
      row({ vendorName: 'Kumar TV Care', amount: 200.2 }),
      row({ vendorName: 'Sharma Electronics', amount: null }),
      row({ vendorName: 'Zed Repairs', amount: 50 }),
    ];
    expect(totalsByVendor(rows)).toEqual([
      { vendorName: 'Kumar TV Care', count: 2, amount: 300.3 },
      { vendorName: 'Sharma Electronics', count: 2, amount: 50 },
      { vendorName: 'Zed Repairs', count: 1, amount: 50 },
    ]);
    expect(totalAmount(rows)).toBe(400.3);
  });
  it('no rows, no totals', () => {
    expect(totalsByVendor([])).toEqual([]);
    expect(totalAmount([])).toBe(0);
  });
});

describe('neutraliseCell (formula injection)', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'])('prefixes a quote to %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it.each([
    ['Sharma Electronics', 'Sharma Electronics'],
    ['complaint #12', 'complaint #12'],
    ['a=b', 'a=b'],
    ['150.00', '150.00'],
    ['-150.00', '-150.00'],
    ['', ''],
  ])('leaves the safe value %j alone', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });
  it('numbers and empty values', () => {
    expect(neutraliseCell(-5)).toBe('-5');
    expect(neutraliseCell(15)).toBe('15');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('writes the header from the columns and quotes what needs quoting', () => {
    const csv = toCsv(
      [
        { name: 'Sharma, Electronics', note: 'said "ok"' },
        { name: '=cmd', note: '' },
      ],
      [
        { header: 'Name', value: (r) => r.name },
        { header: 'Note', value: (r) => r.note },
      ],
    );
    expect(csv).toBe('Name,Note\r\n"Sharma, Electronics","said ""ok"""\r\n\'=cmd,');
  });

  it('the commission report has exactly the spec columns and 2-decimal amounts', () => {
    const csv = commissionReportCsv([
      row({ amount: 150 }),
      row({ id: 2, referenceType: 'booking', referenceId: 5, vendorName: '=HYPERLINK("http://evil")', rate: 12.5, amount: 1.005, paidBy: 'Customer', status: 'paid' }),
      row({ id: 3, amount: null, rate: null }),
    ]);
    const parsed = parse<Record<string, string>>(csv, { header: true });
    expect(parsed.meta.fields).toEqual(['Created', 'Reference', 'Vendor', 'Rate', 'Amount', 'PaidBy', 'Status']);
    expect(parsed.data).toEqual([
      { Created: '2026-11-20T10:00:00.000Z', Reference: 'complaint #12', Vendor: 'Sharma Electronics', Rate: '15', Amount: '150.00', PaidBy: 'Company', Status: 'pending' },
      { Created: '2026-11-20T10:00:00.000Z', Reference: 'booking #5', Vendor: '\'=HYPERLINK("http://evil")', Rate: '12.5', Amount: '1.01', PaidBy: 'Customer', Status: 'paid' },
      { Created: '2026-11-20T10:00:00.000Z', Reference: 'complaint #12', Vendor: 'Sharma Electronics', Rate: '', Amount: '', PaidBy: 'Company', Status: 'pending' },
    ]);
  });

  it('with no rows it is the header line alone', () => {
    expect(commissionReportCsv([])).toBe('Created,Reference,Vendor,Rate,Amount,PaidBy,Status');
  });

  it('csvAmount always shows two decimals', () => {
    expect(csvAmount(0)).toBe('0.00');
    expect(csvAmount(1234.5)).toBe('1234.50');
    expect(csvAmount(null)).toBe('');
  });

  it('the file is named with the current local date', () => {
    expect(commissionReportFileName(new Date(2026, 10, 21, 23, 59))).toBe('commission-report-2026-11-21.csv');
    expect(commissionReportFileName(new Date(2026, 0, 5))).toBe('commission-report-2026-01-05.csv');
  });
});
