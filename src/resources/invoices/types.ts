import type { InvoiceStatus } from '../../domain/invoice';
import type { InvoiceLife } from '../../domain/invoiceSeries';

/** One billed line (spec part 2 section 3: an invoice carries lineItems). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount?: number;
}

/** An invoice as GET /api/invoices returns it (spec part 2 section 3), with its life (number, due date, payment). */
export interface Invoice extends InvoiceLife {
  id: number;
  bookingId: number;
  customerId: number;
  /** An optional extra a server may send; the table prefers it to the bare id. */
  customerName?: string | null;
  lineItems: InvoiceLine[];
  subtotal: number;
  taxRate: number;
  taxAmount: number;
  totalAmount: number;
  status: InvoiceStatus;
  createdAt: string;
  /** The credit note that cancelled an issued invoice. */
  creditNote?: { number: string; invoiceNumber: string; issuedAt: string; totalAmount: number } | null;
}

export interface InvoiceActionProps {
  /** True for the sample rows shown after a failed load: they are not real invoices. */
  disabled?: boolean;
}
