import { roundPaise } from './money';
import { refusal, type Refusal } from './refusal';
import type { Condition } from './listQuery';

export const TAX_RATE = 0.18;

/**
 * The documents a job's bill may be (issue 27, src/domain/invoiceSeries.ts): a tax invoice, or a
 * no-charge service note. Here, with the statuses, because the API's schemas name them on every load.
 */
export const INVOICE_KINDS = ['tax_invoice', 'service_note'] as const;
export type DocumentKind = (typeof INVOICE_KINDS)[number];

/**
 * Invoice states (spec part 2 section 4, plus cancelled; issue 15): the list filter offers them.
 * draft -> sent (issued: numbered, with a due date) -> paid; an issued invoice is cancelled by a
 * credit note. Overdue is derived (sent, due date past), never stored.
 */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/**
 * Still to be collected (the list's default): draft, sent, overdue; of the service notes (issue 27:
 * nothing to collect) only the drafts, which are still to be issued.
 */
export const OPEN_INVOICE_STATUSES: readonly InvoiceStatus[] = ['draft', 'sent', 'overdue'];
/** The filter value that asks for every open invoice (draft, sent, overdue). */
export const OPEN_FILTER = 'open';
export const DEFAULT_INVOICE_STATUS = OPEN_FILTER;
/** The status filter's values: open first, then the spec's, then cancelled. */
export const INVOICE_FILTER_VALUES = [OPEN_FILTER, ...INVOICE_STATUSES] as const;

/** How a payment was received. */
export const PAYMENT_MODES = ['cash', 'upi', 'card', 'bank_transfer', 'cheque'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** The status a reader sees: a sent invoice whose due date has passed is overdue. */
export const invoiceStatus = (invoice: { status: string; dueDate?: string | null }, now: Date = new Date()): InvoiceStatus => {
  if (invoice.status === 'sent' && invoice.dueDate && new Date(invoice.dueDate).getTime() < now.getTime()) return 'overdue';
  return invoice.status as InvoiceStatus;
};

/** True when the status (derived) of a document of this kind matches a filter value: a status, or 'open'. */
export const matchesInvoiceFilter = (status: InvoiceStatus, filter: string, kind?: DocumentKind | string | null): boolean =>
  filter === OPEN_FILTER ? OPEN_INVOICE_STATUSES.includes(status) && (status === 'draft' || kind !== 'service_note') : status === filter;

/**
 * The invoices a status filter (a status, or 'open') picks at `now`, as conditions on the stored
 * fields (src/domain/listQuery.ts), so a store filters its list by `invoiceStatus`'s rule: overdue is
 * a sent invoice past its due date (tests/unit/invoice.test.ts checks the two agree).
 */
export const invoiceFilterConditions = (filter: string, now: Date = new Date()): Condition[] => {
  const nowIso = now.toISOString();
  const sent: Condition = { field: 'status', op: 'eq', value: 'sent' };
  const pastDue: Condition[] = [sent, { field: 'dueDate', op: 'gt', value: '' }, { field: 'dueDate', op: 'lt', value: nowIso }];
  const notDue: Condition[] = [sent, { op: 'or', any: [[{ field: 'dueDate', op: 'null' }], [{ field: 'dueDate', op: 'eq', value: '' }], [{ field: 'dueDate', op: 'gte', value: nowIso }]] }];
  switch (filter) {
    case 'overdue':
      return pastDue;
    case 'sent':
      return notDue;
    case OPEN_FILTER:
      // Draft, sent or overdue: stored as draft or sent (the status index narrows it); of those, an issued
      // service note (its `kind` stored at issue) has nothing to collect.
      return [
        { field: 'status', op: 'in', values: ['draft', 'sent'] },
        { op: 'or', any: [[{ field: 'status', op: 'eq', value: 'draft' }], [{ field: 'kind', op: 'null' }], [{ field: 'kind', op: 'eq', value: 'tax_invoice' }]] },
      ];
    default:
      return [{ field: 'status', op: 'eq', value: filter }];
  }
};

export type InvoiceMove = 'issue' | 'pay' | 'cancel';

/** The refusal of a payment of a service note: it charges nothing (issue 27). */
export const SERVICE_NOTE_NOT_PAYABLE = refusal('serverText.serviceNoteNotPayable');

/**
 * Why a move is refused from a status (the backend's 409), or null when it is allowed. A service
 * note (`kind`) is issued and cancelled like an invoice but never paid: it charges nothing.
 */
export const invoiceMoveRefusal = (status: string, move: InvoiceMove, kind?: DocumentKind | string | null): Refusal | null => {
  const issued = status === 'sent' || status === 'overdue';
  if (move === 'pay' && kind === 'service_note' && status !== 'cancelled') return SERVICE_NOTE_NOT_PAYABLE;
  if (move === 'issue') {
    if (status === 'draft') return null;
    return refusal(status === 'cancelled' ? 'serverText.invoiceCancelledNotIssued' : 'serverText.invoiceAlreadyIssued');
  }
  if (move === 'pay') {
    if (issued) return null;
    if (status === 'draft') return refusal('serverText.invoiceDraftNotPaid');
    return refusal(status === 'paid' ? 'serverText.invoiceAlreadyPaid' : 'serverText.invoiceCancelledNotPaid');
  }
  if (issued || status === 'draft') return null;
  return refusal(status === 'paid' ? 'serverText.invoicePaidNotCancelled' : 'serverText.invoiceAlreadyCancelled');
};

/** True when the move is offered for an invoice in this status (and of this kind). */
export const canMoveInvoice = (status: string, move: InvoiceMove, kind?: DocumentKind | string | null): boolean => invoiceMoveRefusal(status, move, kind) === null;

export interface LineItem {
  quantity: number;
  unitPrice: number;
  amount?: number;
}

/** Subtotal of the lines, 18% GST on it, and the total, each to paise. */
export const invoiceTotals = (lines: LineItem[], taxRate: number = TAX_RATE) => {
  const subtotal = roundPaise(lines.reduce((s, l) => s + (l.amount ?? Number(l.quantity) * Number(l.unitPrice)), 0));
  const taxAmount = roundPaise(subtotal * taxRate);
  return { subtotal, taxRate, taxAmount, totalAmount: roundPaise(subtotal + taxAmount) };
};

/** One line's amount as invoiceTotals counts it (its stored amount, else quantity x unit price), to paise. */
export const lineAmount = (line: LineItem): number => roundPaise(line.amount ?? Number(line.quantity) * Number(line.unitPrice));

export interface InvoiceAmounts {
  subtotal: number;
  taxAmount: number;
  totalAmount: number;
}

const paise = (value: unknown) => Math.round(Number(value) * 100);

/** True when the stored subtotal, tax and total equal the recomputed ones to the paisa. */
export const totalsMatch = (stored: Partial<InvoiceAmounts>, computed: InvoiceAmounts): boolean =>
  (['subtotal', 'taxAmount', 'totalAmount'] as const).every((k) => paise(stored[k]) === paise(computed[k]));

export interface GstLineAmounts extends LineItem {
  cgst?: number;
  sgst?: number;
  igst?: number;
}

/** An invoice's figures from its lines: taxable value, each tax, total tax and the grand total, to paise. */
export interface InvoiceFigures extends InvoiceAmounts {
  cgst: number;
  sgst: number;
  igst: number;
  /** False for lines without a GST split (another server's invoice): tax is then the flat rule's. */
  split: boolean;
}

/**
 * The totals an invoice's lines add up to: with a GST split (src/domain/taxInvoice.ts), the sum of
 * each line's taxable value, CGST, SGST and IGST, in whole paise; without one, the flat rule above.
 */
export const invoiceFigures = (lines: readonly GstLineAmounts[]): InvoiceFigures => {
  const split = lines.length > 0 && lines.every((l) => typeof l.cgst === 'number' || typeof l.igst === 'number');
  if (!split) {
    const flat = invoiceTotals([...lines]);
    return { ...flat, cgst: 0, sgst: 0, igst: 0, split: false };
  }
  const sum = (pick: (l: GstLineAmounts) => number | undefined) => lines.reduce((s, l) => s + paise(pick(l) ?? 0), 0);
  const taxable = sum((l) => lineAmount(l));
  const cgst = sum((l) => l.cgst);
  const sgst = sum((l) => l.sgst);
  const igst = sum((l) => l.igst);
  return {
    subtotal: taxable / 100,
    cgst: cgst / 100,
    sgst: sgst / 100,
    igst: igst / 100,
    taxAmount: (cgst + sgst + igst) / 100,
    totalAmount: (taxable + cgst + sgst + igst) / 100,
    split: true,
  };
};
