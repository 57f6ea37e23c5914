// Invoice numbers (issue 15 scope 3; docs/architecture.md, "Money: GST and warranty"): per warehouse and
// Indian financial year (April to March), gapless, at most 16 characters (CGST Rule 46), assigned when an
// invoice is issued and never reused; credit notes have a series of their own. Pure: used by the demo
// backend, its seed and the console.

/** India's time, where a financial year starts: 1 April 00:00 IST. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** Rule 46: an invoice number has at most 16 characters. */
export const MAX_INVOICE_NUMBER_LENGTH = 16;
/** The digits of the running number (`00042`). */
export const SERIAL_DIGITS = 5;
/** The series of credit notes (cancellations of issued invoices) in each warehouse. */
export const CREDIT_NOTE_CODE = 'CN';
/**
 * The series of service notes (issue 27): a no-charge document (a job under warranty, paid for by the
 * brand) is no tax invoice, so it takes no number of the warehouse's tax-invoice series but one of
 * its own, `SN/<YY-YY>/<00001>`, gapless per warehouse and financial year like the others.
 */
export const SERVICE_NOTE_CODE = 'SN';
/** Codes of the other series: no warehouse is given one as its own. */
const RESERVED_CODES: readonly string[] = [CREDIT_NOTE_CODE, SERVICE_NOTE_CODE];

/**
 * The financial year of a moment as `YY-YY` (April to March, in India's time): 2026-11-24 -> '26-27',
 * 2027-03-31 -> '26-27', 2027-04-01 -> '27-28'. A bare `YYYY-MM-DD` is read as that calendar day.
 */
export const financialYear = (when: Date | string): string => {
  const day = typeof when === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(when) ? when : new Date(new Date(when).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (!Number.isFinite(year) || !Number.isFinite(month)) throw new Error(`Not a date: ${String(when)}`);
  const start = month >= 4 ? year : year - 1;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
};

/**
 * A warehouse's short code, 2-4 uppercase letters: the letters of the first part of its subdomain
 * (`blr-central` -> `BLR`, `bengaluru` -> `BENG`), else the initials of its name's words
 * (`Pune East Hub` -> `PEH`), else `WH`. Never `CN` or `SN`, the credit notes' and service notes'
 * series: such a warehouse is `CNW` or `SNW`.
 */
export const warehouseCode = (warehouse: { subdomain?: string | null; name?: string | null }): string => {
  const first = (warehouse.subdomain ?? '').split(/[^A-Za-z0-9]+/).find(Boolean) ?? '';
  const fromSubdomain = first.replace(/[^A-Za-z]/g, '').toUpperCase().slice(0, 4);
  const initials = (warehouse.name ?? '')
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z]/g, '').charAt(0))
    .join('')
    .toUpperCase()
    .slice(0, 4);
  const code = fromSubdomain.length >= 2 ? fromSubdomain : initials.length >= 2 ? initials : 'WH';
  return RESERVED_CODES.includes(code) ? `${code}W` : code;
};

/** `<CODE>/<YY-YY>/<00042>`; refused past 16 characters (a series that would outgrow Rule 46). */
export const formatSeriesNumber = (code: string, year: string, serial: number): string => {
  if (!Number.isInteger(serial) || serial < 1) throw new Error('A serial number starts at 1');
  const number = `${code}/${year}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
  if (number.length > MAX_INVOICE_NUMBER_LENGTH) throw new Error(`Invoice number ${number} is longer than ${MAX_INVOICE_NUMBER_LENGTH} characters`);
  return number;
};

/** The running number of `number` in the series `<code>/<year>/`, or null when it is of another series. */
export const serialOf = (number: string | null | undefined, code: string, year: string): number | null => {
  const prefix = `${code}/${year}/`;
  if (!number || !number.startsWith(prefix)) return null;
  const digits = number.slice(prefix.length);
  return /^\d+$/.test(digits) ? Number(digits) : null;
};

/**
 * The next number of the series `<code>/<year>` given every number already issued (any series):
 * the highest of that series + 1, from 00001. Gapless as long as numbers are only ever taken from
 * here, and a number is never reused: cancelling keeps it.
 */
export const nextSeriesNumber = (issued: Iterable<string | null | undefined>, code: string, year: string): string => {
  let highest = 0;
  for (const number of issued) highest = Math.max(highest, serialOf(number, code, year) ?? 0);
  return formatSeriesNumber(code, year, highest + 1);
};

/** The next invoice number of a warehouse at a moment (its financial year). */
export const nextInvoiceNumber = (issued: Iterable<string | null | undefined>, code: string, when: Date | string): string =>
  nextSeriesNumber(issued, code, financialYear(when));

/** The next credit-note number of a warehouse at a moment: `CN/<YY-YY>/<00001>`. */
export const nextCreditNoteNumber = (issued: Iterable<string | null | undefined>, when: Date | string): string =>
  nextSeriesNumber(issued, CREDIT_NOTE_CODE, financialYear(when));

/**
 * What a document is (issue 27): a GST tax invoice when the customer is charged something; a
 * no-charge **service note** (a service challan, not a tax invoice: no GST, no tax-invoice number)
 * when its total is 0, typically a job under warranty whose cost is claimed from the brand.
 */
export { INVOICE_KINDS, type DocumentKind } from './invoice';
import { INVOICE_KINDS, type DocumentKind } from './invoice';

/** The kind of a document of this total: 0 (to the paisa) is a service note; a missing or unreadable total leaves it a tax invoice. */
export const kindForTotal = (totalAmount: unknown): DocumentKind => {
  const paise = typeof totalAmount === 'number' ? Math.round(totalAmount * 100) : Number.NaN;
  return Number.isFinite(paise) && paise <= 0 ? 'service_note' : 'tax_invoice';
};

/** True for a number of the service notes' series (`SN/26-27/00001`). */
export const isServiceNoteNumber = (number: string | null | undefined): boolean => Boolean(number?.startsWith(`${SERVICE_NOTE_CODE}/`));

/**
 * The kind of a stored document: as it was issued (`kind`, stored at issue and kept for good); else a
 * numbered one by its series (one numbered before issue 27 in the warehouse's series stays the tax
 * invoice it was issued as); else, a draft, by its total (what it will be when issued).
 */
export const invoiceKind = (doc: { kind?: string | null; number?: string | null; totalAmount?: number | null }): DocumentKind => {
  if (doc.kind && (INVOICE_KINDS as readonly string[]).includes(doc.kind)) return doc.kind as DocumentKind;
  if (doc.number) return isServiceNoteNumber(doc.number) ? 'service_note' : 'tax_invoice';
  return kindForTotal(doc.totalAmount);
};

/** The series a document numbers from: a tax invoice the warehouse's (`BLR`), a service note `SN`. */
export const seriesCodeFor = (kind: DocumentKind, warehouse: string): string => (kind === 'service_note' ? SERVICE_NOTE_CODE : warehouse);

/**
 * The number a document takes when it is issued at `when`: a tax invoice the next of the warehouse's
 * series (`BLR/26-27/00042`), a service note the next of the service notes' (`SN/26-27/00007`). Each
 * series is gapless on its own: a service note never uses up a tax-invoice number.
 */
export const nextDocumentNumber = (issued: Iterable<string | null | undefined>, kind: DocumentKind, warehouse: string, when: Date | string): string =>
  nextSeriesNumber(issued, seriesCodeFor(kind, warehouse), financialYear(when));

/** Days from issue to the due date unless the issuer gives one. */
export const DUE_DAYS = 15;

/** The due date of an invoice issued at `issuedAt`: the given one, else issue + 15 days. */
export const dueDateOf = (issuedAt: Date, given?: string | null): string =>
  given ? new Date(given).toISOString() : new Date(issuedAt.getTime() + DUE_DAYS * DAY_MS).toISOString();

/** What an invoice's life adds to it: its number once issued (`<CODE>/<YY-YY>/<00042>`), due date and payment. */
export interface InvoiceLife {
  number?: string | null;
  issuedAt?: string | null;
  dueDate?: string | null;
  paidAt?: string | null;
  paymentMode?: string | null;
  paymentReference?: string | null;
}

/** What numbering the seed needs of an invoice. */
export interface SeededInvoice extends InvoiceLife {
  status: string;
  createdAt: string;
  /** Its total: 0 makes it a service note (none given: a tax invoice). */
  totalAmount?: number;
  kind?: DocumentKind;
}

const SEED_MODES = ['upi', 'bank_transfer', 'cash', 'card', 'cheque'] as const;

/**
 * Numbers the seed's issued invoices in the order they were raised (gapless per financial year),
 * with due dates, and payment details on the paid ones. A stored 'overdue' (the spec's sample
 * status) becomes 'sent' with a due date in the past: overdue is derived, never stored. One whose
 * total is 0 is a service note (issue 27): numbered in the SN series, sent, with nothing due or paid.
 */
export const numberSeededInvoices = <T extends SeededInvoice>(invoices: T[], code: string, now: Date): void => {
  const issued = invoices.filter((i) => i.status !== 'draft').sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const numbers: string[] = [];
  issued.forEach((invoice, index) => {
    const at = new Date(invoice.createdAt);
    const kind = kindForTotal(invoice.totalAmount);
    const number = nextDocumentNumber(numbers, kind, code, at);
    numbers.push(number);
    invoice.number = number;
    invoice.issuedAt = invoice.createdAt;
    invoice.kind = kind;
    if (kind === 'service_note') {
      Object.assign(invoice, { status: 'sent', dueDate: null, paidAt: null, paymentMode: null, paymentReference: null });
      return;
    }
    const due = at.getTime() + DUE_DAYS * DAY_MS;
    if (invoice.status === 'overdue') {
      invoice.status = 'sent';
      invoice.dueDate = new Date(Math.min(due, now.getTime() - DAY_MS)).toISOString();
    } else {
      // Sent and still open: longer credit terms where 15 days have passed, so the seed's overdue ones stay the spec's.
      invoice.dueDate = new Date(due > now.getTime() ? due : at.getTime() + 60 * DAY_MS).toISOString();
    }
    if (invoice.status === 'paid') {
      invoice.paidAt = new Date(Math.min(at.getTime() + 3 * DAY_MS, now.getTime())).toISOString();
      invoice.paymentMode = SEED_MODES[index % SEED_MODES.length];
      invoice.paymentReference = invoice.paymentMode === 'cash' ? null : `REF${String(100000 + index * 7919).slice(-6)}`;
    }
  });
};
