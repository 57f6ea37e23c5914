// What a customer reads of their own complaint (issue 27): what they asked about, where it stands,
// when the technician comes and who he is, and the documents they were given. Never the warehouse's
// internals: the vendor, its commission and who pays it, the SLA clock, the parts approval.
import { invoiceStatus, type InvoiceStatus } from './invoice';
import { invoiceKind, type DocumentKind } from './invoiceSeries';
import type { Role } from './access';
import { DEFAULT_PRIORITY } from './sla';

/** The first word of a person's name: how a technician introduces himself at the door. */
export const firstName = (name: string | null | undefined): string | null => {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first ? first : null;
};

export interface CustomerVisit {
  id: number;
  scheduledDate: string;
  scheduledTime: string;
  serviceType: string;
  status: string;
  technicianFirstName: string | null;
  /** Its estimate without who decided it (issue 30). */
  estimate?: CustomerEstimate;
}

/** A visit's estimate as its customer reads it. */
export interface CustomerEstimate {
  labourCost: number;
  lineItems: { description: string; quantity: number; unitPrice: number; gstRate: number; amount: number }[];
  subtotal: number;
  taxAmount: number;
  totalAmount: number;
  status: string;
  createdAt: string;
  decidedAt: string | null;
}

export interface CustomerInvoice {
  id: number;
  number: string | null;
  kind: DocumentKind;
  totalAmount: number;
  status: InvoiceStatus;
  issuedAt: string | null;
}

interface ComplaintFields {
  id: number;
  customerId: number;
  productId: number;
  serialNo: string;
  description: string;
  status: string;
  createdAt: string;
  isUnderWarranty: boolean;
  warrantyEndDate: string | null;
  resolvedAt?: string | null;
  feedback?: { rating: number; comment: string; at: string };
}

/** The complaint's own fields (resolvedAt always said), its names, visits and documents. */
export interface CustomerComplaint extends Omit<ComplaintFields, 'resolvedAt'> {
  customerName: string | null;
  productName: string | null;
  resolvedAt: string | null;
  visits: CustomerVisit[];
  invoices: CustomerInvoice[];
}

interface BookingFields {
  id: number;
  scheduledDate: string;
  scheduledTime: string;
  serviceType: string;
  status: string;
  assignedTechnicianId: number | null;
  estimate?: CustomerEstimate & { parts?: unknown; decidedBy?: unknown };
}

interface InvoiceFields {
  id: number;
  number?: string | null;
  kind?: string | null;
  totalAmount: number;
  status: string;
  dueDate?: string | null;
  issuedAt?: string | null;
}

/**
 * A document the customer was given: an issued invoice or service note. A draft is still the
 * warehouse's working paper and a cancelled one was withdrawn (its credit note is the warehouse's).
 */
export const givenToCustomer = (invoice: { status: string }): boolean => invoice.status !== 'draft' && invoice.status !== 'cancelled';

/**
 * The customer's view of `complaint`: its own fields, the visits (soonest first, the technician by
 * first name) and the documents given to the customer for its visits (`invoices` may hold others).
 */
export const customerComplaint = (
  complaint: ComplaintFields,
  names: { customerName: string | null; productName: string | null },
  bookings: BookingFields[],
  technicianName: (id: number) => string | null | undefined,
  invoices: (InvoiceFields & { bookingId: number })[],
  now: Date = new Date(),
): CustomerComplaint => {
  const visits = bookings
    .map((b) => ({
      id: b.id,
      scheduledDate: b.scheduledDate,
      scheduledTime: b.scheduledTime,
      serviceType: b.serviceType,
      status: b.status,
      technicianFirstName: b.assignedTechnicianId == null ? null : firstName(technicianName(b.assignedTechnicianId)),
      ...(b.estimate ? { estimate: customerEstimate(b.estimate) } : {}),
    }))
    .sort((a, b) => `${a.scheduledDate} ${a.scheduledTime}`.localeCompare(`${b.scheduledDate} ${b.scheduledTime}`) || a.id - b.id);
  const visitIds = new Set(visits.map((v) => v.id));
  return {
    id: complaint.id,
    customerId: complaint.customerId,
    customerName: names.customerName,
    productId: complaint.productId,
    productName: names.productName,
    serialNo: complaint.serialNo,
    description: complaint.description,
    status: complaint.status,
    createdAt: complaint.createdAt,
    isUnderWarranty: complaint.isUnderWarranty,
    warrantyEndDate: complaint.warrantyEndDate,
    resolvedAt: complaint.resolvedAt ?? null,
    visits,
    invoices: invoices
      .filter((i) => visitIds.has(i.bookingId) && givenToCustomer(i))
      .map((i) => ({
        id: i.id,
        number: i.number ?? null,
        kind: invoiceKind(i),
        totalAmount: i.totalAmount,
        status: invoiceStatus(i, now),
        issuedAt: i.issuedAt ?? null,
      })),
    ...(complaint.feedback ? { feedback: complaint.feedback } : {}),
  };
};

/** An estimate without who decided it (staff's names stay with staff). */
const customerEstimate = ({ parts: _parts, decidedBy: _by, ...estimate }: CustomerEstimate & { parts?: unknown; decidedBy?: unknown }): CustomerEstimate => estimate;

/**
 * The priority a new complaint gets: the one staff asked for (or normal); a customer's is always
 * normal, since the priority sets the warehouse's SLA clock (docs/architecture.md, "Lifecycle and SLA"),
 * not the customer.
 */
export const complaintPriority = (role: Role, asked: string | null | undefined): string =>
  role === 'customer' ? DEFAULT_PRIORITY : asked ?? DEFAULT_PRIORITY;

/** Whether a complaint may name `registration`: staff any, a customer only their own. */
export const mayLogOn = (role: Role, ownCustomers: number[], registration: { customerId: number } | undefined): boolean =>
  role !== 'customer' || !registration || ownCustomers.includes(registration.customerId);
