import type { z } from 'zod';
import type * as R from '../../schemas/records';

/** One billed line (src/schemas/records.ts). */
export type InvoiceLine = z.infer<typeof R.InvoiceLine>;

/** An invoice as GET /api/invoices returns it (src/schemas/records.ts), with its life (number, due date, payment) and GST split. */
export type Invoice = z.infer<typeof R.Invoice> & {
  /** The customer's name where a server sends it (this API puts it in `recipient`); the PDF prefers it to the bare id. */
  customerName?: string | null;
};

export interface InvoiceActionProps {
  /** True for the sample rows shown after a failed load: they are not real invoices. */
  disabled?: boolean;
}
