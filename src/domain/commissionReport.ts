// Commission report rows (spec part 2, sections 3, 4, 9): reading the server's field names,
// the status and day-range filter, the totals per vendor and the CSV export.
import { roundPaise } from './money';
import { toCsv, type CsvColumn } from './csv';
import { dayRange } from './dates';

export { dayRange };

export const COMMISSION_REPORT_STATUSES = ['pending', 'approved', 'paid'] as const;
export type CommissionReportStatus = (typeof COMMISSION_REPORT_STATUSES)[number];

export const REFERENCE_TYPES = ['booking', 'complaint', 'invoice'] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

/** One report row in the spec's own field names, whatever names the server used. */
export interface CommissionReportRow {
  id: string | number;
  referenceType: ReferenceType | null;
  referenceId: string | number | null;
  vendorName: string;
  /** Percent, e.g. 15 for 15 %. */
  rate: number | null;
  /** Rupees. */
  amount: number | null;
  /** 'Company' or 'Customer' as sent. */
  paidBy: string | null;
  status: string;
  createdAt: string | null;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** The value of the first of `keys` that holds one. */
const firstOf = (raw: Record<string, unknown>, keys: readonly string[]): unknown => {
  for (const key of keys) if (!isBlank(raw[key])) return raw[key];
  return undefined;
};

const toNumberOrNull = (value: unknown): number | null => {
  if (isBlank(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

const toIdOrNull = (value: unknown): string | number | null =>
  typeof value === 'number' || typeof value === 'string' ? value : isBlank(value) ? null : String(value);

/** The alternative reference fields and the reference type each one implies. */
const REFERENCE_FIELDS: readonly [string, ReferenceType][] = [
  ['bookingId', 'booking'],
  ['complaintId', 'complaint'],
  ['invoiceId', 'invoice'],
];

const asReferenceType = (value: unknown): ReferenceType | null => {
  const v = String(value ?? '').trim().toLowerCase();
  return (REFERENCE_TYPES as readonly string[]).includes(v) ? (v as ReferenceType) : null;
};

/**
 * Reads one row of the commissions call. The spec's names win; otherwise its alternatives:
 * bookingId or complaintId for the reference (which then also gives the reference type),
 * assignedVendorName for the vendor, commissionRateApplied for the rate, commissionAmount for
 * the amount and commissionPaidBy for paidBy. Numbers sent as text are read as numbers.
 */
export const normaliseCommissionRow = (raw: Record<string, unknown>, index = 0): CommissionReportRow => {
  let referenceType = asReferenceType(raw.referenceType);
  let referenceId = toIdOrNull(raw.referenceId);
  if (referenceId === null) {
    // A stated type looks at its own id field first; the field that holds the id names the type.
    const ordered = [...REFERENCE_FIELDS].sort(([, a], [, b]) => Number(b === referenceType) - Number(a === referenceType));
    const found = ordered.find(([key]) => !isBlank(raw[key]));
    if (found) {
      referenceId = toIdOrNull(raw[found[0]]);
      referenceType = found[1];
    }
  }
  const createdAt = firstOf(raw, ['createdAt']);
  const paidBy = firstOf(raw, ['paidBy', 'commissionPaidBy']);
  return {
    // A row without an id still needs a stable key in the table.
    id: toIdOrNull(raw.id) ?? `row-${index + 1}`,
    referenceType,
    referenceId,
    vendorName: String(firstOf(raw, ['vendorName', 'assignedVendorName']) ?? '').trim(),
    rate: toNumberOrNull(firstOf(raw, ['rate', 'commissionRateApplied'])),
    amount: toNumberOrNull(firstOf(raw, ['amount', 'commissionAmount'])),
    paidBy: paidBy === undefined ? null : String(paidBy),
    status: String(raw.status ?? '').trim(),
    createdAt: createdAt === undefined ? null : String(createdAt),
  };
};

/** 'complaint #12'; '#12' without a type; empty without a reference. */
export const referenceText = (row: Pick<CommissionReportRow, 'referenceType' | 'referenceId'>): string => {
  if (row.referenceId === null || row.referenceId === undefined || row.referenceId === '') return row.referenceType ?? '';
  return row.referenceType ? `${row.referenceType} #${row.referenceId}` : `#${row.referenceId}`;
};

export interface CommissionReportFilter {
  status?: string | null;
  /** 'YYYY-MM-DD' (a longer ISO text is cut to its day). */
  dateFrom?: string | null;
  dateTo?: string | null;
}

/** The rows matching the status (empty = all) and the day range, end day included. */
export const filterCommissionRows = <Row extends Pick<CommissionReportRow, 'status' | 'createdAt'>>(
  rows: readonly Row[],
  filter: CommissionReportFilter = {},
): Row[] => {
  const status = String(filter.status ?? '').trim();
  const { start, end } = dayRange(filter.dateFrom, filter.dateTo);
  const bounded = Number.isFinite(start) || Number.isFinite(end);
  return rows.filter((row) => {
    if (status && row.status !== status) return false;
    if (!bounded) return true;
    const created = row.createdAt ? Date.parse(row.createdAt) : Number.NaN;
    return !Number.isNaN(created) && created >= start && created <= end;
  });
};

export interface VendorTotal {
  vendorName: string;
  /** How many rows the vendor has. */
  count: number;
  /** Rupees, rounded to paise. */
  amount: number;
}

/** Sum of amounts rounded to paise; rows without an amount add nothing. */
export const totalAmount = (rows: readonly Pick<CommissionReportRow, 'amount'>[]): number =>
  roundPaise(rows.reduce((sum, row) => sum + (row.amount ?? 0), 0));

/**
 * Total amount per vendor of the given (already filtered) rows, largest first, then by name.
 * Rows without a vendor name are grouped under ''.
 */
export const totalsByVendor = (rows: readonly Pick<CommissionReportRow, 'vendorName' | 'amount'>[]): VendorTotal[] => {
  const byVendor = new Map<string, { count: number; sum: number }>();
  for (const row of rows) {
    const name = row.vendorName.trim();
    const entry = byVendor.get(name) ?? { count: 0, sum: 0 };
    entry.count += 1;
    entry.sum += row.amount ?? 0;
    byVendor.set(name, entry);
  }
  return [...byVendor.entries()]
    .map(([vendorName, { count, sum }]) => ({ vendorName, count, amount: roundPaise(sum) }))
    .sort((a, b) => b.amount - a.amount || a.vendorName.localeCompare(b.vendorName));
};

/** Rupees with exactly two decimals, e.g. 150 -> '150.00'; empty when there is no amount. */
export const csvAmount = (amount: number | null): string => (amount === null ? '' : roundPaise(amount).toFixed(2));

/** The spec's export columns, in its order and with its header names (section 9). */
export const COMMISSION_CSV_COLUMNS: readonly CsvColumn<CommissionReportRow>[] = [
  { header: 'Created', value: (row) => row.createdAt ?? '' },
  { header: 'Reference', value: (row) => referenceText(row) },
  { header: 'Vendor', value: (row) => row.vendorName },
  { header: 'Rate', value: (row) => (row.rate === null ? '' : row.rate) },
  { header: 'Amount', value: (row) => csvAmount(row.amount) },
  { header: 'PaidBy', value: (row) => row.paidBy ?? '' },
  { header: 'Status', value: (row) => row.status },
];

export const commissionReportCsv = (rows: readonly CommissionReportRow[]): string => toCsv(rows, COMMISSION_CSV_COLUMNS);

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'commission-report-2026-11-21.csv': the day the user exports, in their own time zone. */
export const commissionReportFileName = (now: Date = new Date()): string =>
  `commission-report-${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}.csv`;
