import { invoiceTotals } from '../../domain/invoice';
import type { Invoice, InvoiceLine } from './types';

const sample = (id: number, bookingId: number, customerId: number, status: Invoice['status'], createdAt: string, lineItems: InvoiceLine[]): Invoice => ({
  id,
  bookingId,
  customerId,
  lineItems,
  // Totals are derived from the lines by the same rule as real invoices, never typed in.
  ...invoiceTotals(lineItems),
  status,
  createdAt,
});

/**
 * The built-in invoices shown after a failed load (spec part 2, section 8), always under the
 * 'Sample data' banner and with their row actions disabled (README, "Deliberate departures from the spec").
 */
export const SAMPLE_INVOICES: Invoice[] = [
  sample(1, 101, 201, 'sent', '2025-01-20T10:00:00.000Z', [
    { description: 'Service visit (repair)', quantity: 1, unitPrice: 499.99, amount: 499.99 },
    { description: 'Power Supply PSU-150W', quantity: 1, unitPrice: 1350, amount: 1350 },
  ]),
  sample(2, 102, 202, 'sent', '2025-01-18T14:30:00.000Z', [
    { description: 'Service visit (installation)', quantity: 1, unitPrice: 750, amount: 750 },
  ]),
];
