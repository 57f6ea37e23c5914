import { roundPaise } from './money';

export const TAX_RATE = 0.18;

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
