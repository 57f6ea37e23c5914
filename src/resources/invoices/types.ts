import type { InvoiceStatus } from '../../domain/invoice';

/** One billed line (spec part 2 section 3: an invoice carries lineItems). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount?: number;
}

/** An invoice as GET /api/invoices returns it (spec part 2 section 3). */
export interface Invoice {
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
  /** `<CODE>/<YY-YY>/<00042>` once issued (issue 15); null or absent on a draft. */
  number?: string | null;
  issuedAt?: string | null;
  dueDate?: string | null;
  paidAt?: string | null;
  paymentMode?: string | null;
  paymentReference?: string | null;
  /** The credit note that cancelled an issued invoice. */
  creditNote?: { number: string; invoiceNumber: string; issuedAt: string; totalAmount: number } | null;
}

export interface InvoiceActionProps {
  /** True for the sample rows shown after a failed load: they are not real invoices. */
  disabled?: boolean;
}
