// The invoices as a GSTR-1-friendly CSV (issue 27): one row per tax invoice and GST rate, as GSTR-1's
// B2B, B2CL and B2CS sections take them (the GST portal's offline tool and an accountant's software
// read this layout): invoice number and date, the recipient's GSTIN (blank for an unregistered
// customer) and name, place of supply (`29-Karnataka`), reverse charge N, invoice type, rate, taxable
// value, IGST, CGST, SGST/UTGST, cess 0 and the HSN/SAC codes at that rate. Only issued tax invoices
// are filed: drafts have no number yet, a service note (total 0) is no tax invoice, and a cancelled
// invoice is reported with its credit note, not here; each is counted in `leftOut`. Dates are days in
// India's time (src/domain/dates.ts), amounts rupees to the paisa, every cell through src/domain/csv.ts
// (spreadsheet formulas neutralised). Headers are the portal's English words in every language.
// Pure: the invoices screen's GSTR-1 export calls it. The CSV writer (src/domain/csv.ts, papaparse) is
// passed in, not imported: this module is in the console's shared domain chunk (vite.config.ts), and
// papaparse loads only when a file is made, as for every list's export (src/ui/list-tools/exportRecords.ts).
import type { CsvColumn, toCsv } from './csv';
import { businessIsoDate } from './dates';
import { stateByCode } from './gst';
import { invoiceKind } from './invoiceSeries';

/** What the export reads of an invoice (the API's `Invoice`, src/schemas/records.ts). */
export interface Gstr1Invoice {
  id: number;
  number?: string | null;
  status: string;
  kind?: string | null;
  issuedAt?: string | null;
  createdAt: string;
  totalAmount: number;
  taxRate?: number;
  placeOfSupply?: string | null;
  intraState?: boolean;
  supplier?: { gstin: string | null } | null;
  recipient?: { name: string; stateCode: string | null; gstin: string | null } | null;
  customerName?: string | null;
  lineItems: ReadonlyArray<{
    quantity: number;
    unitPrice: number;
    amount?: number;
    hsnSac?: string;
    gstRate?: number;
    cgst?: number;
    sgst?: number;
    igst?: number;
  }>;
}

/**
 * GSTR-1's section of an invoice: B2B to a registered recipient (GSTIN); to an unregistered one,
 * B2CL for an inter-state invoice above ₹1,00,000 (the limit since 1 August 2024, Notification
 * 12/2024-Central Tax), else B2CS.
 */
export type Gstr1Section = 'B2B' | 'B2CL' | 'B2CS';
export const B2CL_LIMIT = 100_000;

/** One row: an invoice at one GST rate. Amounts in rupees (to the paisa). */
export interface Gstr1Row {
  section: Gstr1Section;
  supplierGstin: string;
  recipientGstin: string;
  recipientName: string;
  invoiceNumber: string;
  /** `dd-MMM-yyyy` (`27-Nov-2026`), the day of issue in India's time: the portal's format. */
  invoiceDate: string;
  invoiceValue: number;
  /** `29-Karnataka`: the state code and name, as the portal writes it. */
  placeOfSupply: string;
  reverseCharge: 'N';
  invoiceType: string;
  /** Percent: 18. */
  rate: number;
  taxableValue: number;
  igst: number;
  cgst: number;
  sgst: number;
  cess: number;
  /** The HSN/SAC codes of the invoice's lines at this rate, in their order, each once. */
  hsnSac: string;
}

/** Why invoices were not exported, by reason. */
export interface Gstr1LeftOut {
  /** No number yet: not issued. */
  drafts: number;
  /** Reported with their credit notes, not as supplies. */
  cancelled: number;
  /** Total 0: no tax invoice (issue 27). */
  serviceNotes: number;
}

export interface Gstr1Export {
  rows: Gstr1Row[];
  /** The tax invoices in the rows. */
  invoices: number;
  leftOut: Gstr1LeftOut;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `27-Nov-2026`: the day in India's time of a moment (a stored day as it is); '' when unreadable. */
export const gstr1Date = (value: string | null | undefined): string => {
  const day = businessIsoDate(value);
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
};

/** `29-Karnataka` from a GST state code; the code alone when unknown, '' when none. */
export const gstr1PlaceOfSupply = (code: string | null | undefined): string => {
  if (!code) return '';
  const state = stateByCode(code);
  return state ? `${state.code}-${state.name}` : code;
};

const paise = (rupees: unknown): number => {
  const n = Math.round(Number(rupees) * 100);
  return Number.isFinite(n) ? n : 0;
};

/** The section of an invoice (see Gstr1Section). */
export const gstr1Section = (invoice: Pick<Gstr1Invoice, 'recipient' | 'intraState' | 'totalAmount'>): Gstr1Section => {
  if (invoice.recipient?.gstin) return 'B2B';
  return invoice.intraState === false && paise(invoice.totalAmount) > B2CL_LIMIT * 100 ? 'B2CL' : 'B2CS';
};

/** Why an invoice is not exported, or null when it is: a draft, a cancelled one, a service note. */
const leftOutAs = (invoice: Gstr1Invoice): keyof Gstr1LeftOut | null => {
  if (invoice.status === 'cancelled') return 'cancelled';
  if (!invoice.number || invoice.status === 'draft') return 'drafts';
  return invoiceKind(invoice) === 'service_note' ? 'serviceNotes' : null;
};

interface RateSums {
  rate: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  codes: string[];
}

/**
 * An invoice's lines summed per rate, in whole paise. A line without a GST split (another server's)
 * is taxed at its rate (else the invoice's), halved within the state, to the paisa.
 */
const byRate = (invoice: Gstr1Invoice): RateSums[] => {
  const intra = invoice.intraState ?? true;
  const sums = new Map<number, RateSums>();
  for (const line of invoice.lineItems) {
    const rate = typeof line.gstRate === 'number' ? line.gstRate : Math.round(Number(invoice.taxRate ?? 0) * 10_000) / 100;
    const taxable = line.amount !== undefined ? paise(line.amount) : Math.round(Number(line.quantity) * paise(line.unitPrice));
    const split = typeof line.cgst === 'number' || typeof line.igst === 'number';
    const half = Math.round((taxable * rate) / 200);
    const sum = sums.get(rate) ?? { rate, taxable: 0, igst: 0, cgst: 0, sgst: 0, codes: [] };
    sum.taxable += taxable;
    sum.igst += split ? paise(line.igst ?? 0) : intra ? 0 : Math.round((taxable * rate) / 100);
    sum.cgst += split ? paise(line.cgst ?? 0) : intra ? half : 0;
    sum.sgst += split ? paise(line.sgst ?? 0) : intra ? half : 0;
    if (line.hsnSac && !sum.codes.includes(line.hsnSac)) sum.codes.push(line.hsnSac);
    sums.set(rate, sum);
  }
  return [...sums.values()].sort((a, b) => a.rate - b.rate);
};

/**
 * The GSTR-1 rows of the invoices: the issued tax invoices (sent, overdue or paid), in order of issue
 * (then number), one row per rate; what was left out and why.
 */
export const gstr1Rows = (invoices: readonly Gstr1Invoice[]): Gstr1Export => {
  const leftOut: Gstr1LeftOut = { drafts: 0, cancelled: 0, serviceNotes: 0 };
  const filed: Gstr1Invoice[] = [];
  for (const invoice of invoices) {
    const reason = leftOutAs(invoice);
    if (reason) leftOut[reason] += 1;
    else filed.push(invoice);
  }
  const issuedDay = (i: Gstr1Invoice) => businessIsoDate(i.issuedAt ?? i.createdAt) ?? '';
  filed.sort((a, b) => issuedDay(a).localeCompare(issuedDay(b)) || String(a.number).localeCompare(String(b.number)));
  const rows = filed.flatMap((invoice) => {
    const section = gstr1Section(invoice);
    const common = {
      section,
      supplierGstin: invoice.supplier?.gstin ?? '',
      recipientGstin: invoice.recipient?.gstin ?? '',
      recipientName: invoice.recipient?.name || invoice.customerName || '',
      invoiceNumber: String(invoice.number),
      invoiceDate: gstr1Date(invoice.issuedAt ?? invoice.createdAt),
      invoiceValue: paise(invoice.totalAmount) / 100,
      placeOfSupply: gstr1PlaceOfSupply(invoice.placeOfSupply ?? invoice.recipient?.stateCode),
      reverseCharge: 'N' as const,
      invoiceType: section === 'B2B' ? 'Regular B2B' : 'Regular',
      cess: 0,
    };
    return byRate(invoice).map(
      (sum): Gstr1Row => ({
        ...common,
        rate: sum.rate,
        taxableValue: sum.taxable / 100,
        igst: sum.igst / 100,
        cgst: sum.cgst / 100,
        sgst: sum.sgst / 100,
        hsnSac: sum.codes.join(' '),
      }),
    );
  });
  return { rows, invoices: filed.length, leftOut };
};

/** Rupees with two decimals, as the portal's amounts are written. */
const money = (rupees: number): string => rupees.toFixed(2);

/** The file's columns: the portal's headers, in its order, then the HSN/SAC and the supplier's GSTIN. */
export const GSTR1_COLUMNS: readonly CsvColumn<Gstr1Row>[] = [
  { header: 'Section', value: (r) => r.section },
  { header: 'GSTIN/UIN of Recipient', value: (r) => r.recipientGstin },
  { header: 'Receiver Name', value: (r) => r.recipientName },
  { header: 'Invoice Number', value: (r) => r.invoiceNumber },
  { header: 'Invoice date', value: (r) => r.invoiceDate },
  { header: 'Invoice Value', value: (r) => money(r.invoiceValue) },
  { header: 'Place Of Supply', value: (r) => r.placeOfSupply },
  { header: 'Reverse Charge', value: (r) => r.reverseCharge },
  { header: 'Invoice Type', value: (r) => r.invoiceType },
  { header: 'Rate', value: (r) => r.rate },
  { header: 'Taxable Value', value: (r) => money(r.taxableValue) },
  { header: 'Integrated Tax Amount', value: (r) => money(r.igst) },
  { header: 'Central Tax Amount', value: (r) => money(r.cgst) },
  { header: 'State/UT Tax Amount', value: (r) => money(r.sgst) },
  { header: 'Cess Amount', value: (r) => money(r.cess) },
  { header: 'HSN/SAC', value: (r) => r.hsnSac },
  { header: 'Supplier GSTIN', value: (r) => r.supplierGstin },
];

/** The CSV writer of src/domain/csv.ts (cells guarded against spreadsheet formulas). */
export type CsvWriter = typeof toCsv;

/** The GSTR-1 CSV of the invoices (see gstr1Rows) written by `write` (csv.ts's toCsv), with its rows and what was left out. */
export const gstr1Csv = (invoices: readonly Gstr1Invoice[], write: CsvWriter): Gstr1Export & { csv: string } => {
  const result = gstr1Rows(invoices);
  return { ...result, csv: write(result.rows, GSTR1_COLUMNS) };
};
