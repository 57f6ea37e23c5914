import { roundPaise } from './money';

export const TAX_RATE = 0.18;

/** Invoice states (spec part 2 section 4); the list filter offers them, defaulting to sent. */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const DEFAULT_INVOICE_STATUS: InvoiceStatus = 'sent';

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
