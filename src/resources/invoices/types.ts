import type { InvoiceStatus } from '../../domain/invoice';
import type { InvoiceLife } from '../../domain/invoiceSeries';
import type { InvoiceParty } from '../../domain/taxInvoice';

/** One billed line (spec part 2 section 3: an invoice carries lineItems). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount?: number;
  /** GST per line (issue 15, src/domain/taxInvoice.ts); invoices of other servers may lack them. */
  hsnSac?: string;
  gstRate?: number;
  cgstRate?: number;
  cgst?: number;
  sgstRate?: number;
  sgst?: number;
  igstRate?: number;
  igst?: number;
  total?: number;
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
  /** GST (issue 15): the supplier (warehouse) and recipient (customer) as they stood, place of supply (state code) and the split. */
  supplier?: InvoiceParty;
  recipient?: InvoiceParty;
  placeOfSupply?: string | null;
  intraState?: boolean;
  stateTaxLabel?: 'SGST' | 'UTGST';
  cgstAmount?: number;
  sgstAmount?: number;
  igstAmount?: number;
  /** Raised by a sold warranty extension (bookingId 0). */
  registrationId?: number;
  /** The credit note that cancelled an issued invoice. */
  creditNote?: { number: string; invoiceNumber: string; issuedAt: string; totalAmount: number } | null;
}

export interface InvoiceActionProps {
  /** True for the sample rows shown after a failed load: they are not real invoices. */
  disabled?: boolean;
}
