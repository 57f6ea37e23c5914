// One schema per record (issue 26 scope 5): each entity's shape as the API answers it, declared once.
// It gives the TypeScript type the demo backend and the server store (mocks/types.ts) and the
// screens read (src/resources/*/types.ts), and the response bodies of docs/openapi.json (calls.ts).
// Records are strict: a field the schema does not name (a password hash, a stored SLA alert) is a
// contract violation in the api tests, not a silent leak. `Stored*` fields that never leave the
// store are added in mocks/types.ts, outside these schemas.
import { z } from 'zod';
import { ACTIONS, RESOURCES } from '../domain/access';
import { COMMISSION_REPORT_STATUSES, REFERENCE_TYPES } from '../domain/commissionReport';
import { INVOICE_KINDS, INVOICE_STATUSES } from '../domain/invoice';
import { COVERAGE_TYPES, SERVICE_TYPES } from '../domain/service';
import { PRIORITIES, SLA_STATUSES } from '../domain/sla';
import { WARRANTY_CLAIM_STATUSES } from '../domain/warrantyClaims';
import { CHANNELS, CUSTOMER_EVENTS, MESSAGE_LANGUAGES, MESSAGE_STATUSES } from '../domain/messageKinds';
import { ESTIMATE_STATUSES } from '../domain/estimates';

const ROLE_NAMES = ['super_admin', 'warehouse_admin', 'technician', 'customer'] as const;
const COMPLAINT_STATUSES = ['open', 'assigned', 'in_progress', 'resolved', 'closed'] as const;
const DECISIONS = ['pending', 'approved', 'rejected'] as const;
const PAYERS = ['Company', 'Customer'] as const;
const BOOKING_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
const WARRANTY_STATUSES = ['active', 'expiring_soon', 'expired'] as const;
const STOCK_STATUSES = ['OK', 'LOW_STOCK', 'CRITICAL', 'OUT_OF_STOCK'] as const;

/** An ISO 8601 timestamp or date as stored (`2026-11-27T02:27:49.041Z`). */
const stamp = z.string();
const record = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);
/** A product's name and SKU, carried on the rows that point at it. */
const ProductRef = record({ name: z.string(), sku: z.string() });

export const PermissionMatrix = z.partialRecord(z.enum(RESOURCES), z.array(z.enum(ACTIONS)));

// --- People and warehouses --------------------------------------------------------------------

/** A user as any client sees it (never the password hash or salt). */
export const User = record({
  id: z.number(),
  email: z.string(),
  username: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLE_NAMES),
  isActive: z.boolean(),
  tenantId: z.number().nullable(),
  /** A customer account's own customer record in its warehouse (null: unlinked, sees none). */
  customerId: z.number().nullable().optional(),
  createdAt: stamp,
});
/** The signed-in user with what their role may do (sign-in, profile). */
export const UserWithPermissions = User.extend({ permissions: PermissionMatrix });

export const Tenant = record({
  id: z.number(),
  name: z.string(),
  subdomain: z.string(),
  plan: z.enum(['free', 'basic', 'premium', 'enterprise']),
  status: z.enum(['active', 'inactive']),
  isActive: z.boolean(),
  description: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  createdAt: stamp,
  /**
   * Tax identity (docs/architecture.md, "Money: GST and warranty"): the supplier on its invoices. Older
   * stored data may lack it.
   */
  legalName: z.string().optional(),
  address: z.string().optional(),
  /** GST state code ('29' Karnataka). */
  stateCode: z.string().nullable().optional(),
  gstin: z.string().nullable().optional(),
  /** The warehouse's UPI id, to which customers pay invoices from their job link (issue 30). */
  upiVpa: z.string().nullable().optional(),
});

export const Role = record({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  scope: z.string(),
  isActive: z.boolean(),
  permissions: PermissionMatrix,
});

export const Customer = record({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  pincode: z.string(),
  city: z.string(),
  createdAt: stamp,
  /** The recipient on invoices: address, GST state code (place of supply), GSTIN when registered. */
  address: z.string().optional(),
  stateCode: z.string().nullable().optional(),
  gstin: z.string().nullable().optional(),
  /** The language of their messages (issue 30): English unless 'hi'. */
  language: z.enum(MESSAGE_LANGUAGES).optional(),
  /** The channels their messages go by; none chosen: the e-mail, else SMS (src/domain/customerMessages.ts). */
  channels: z.array(z.enum(CHANNELS)).optional(),
});

export const Vendor = record({
  id: z.number(),
  name: z.string(),
  type: z.enum(['technician', 'vendor']),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  serviceAreas: z.array(z.string()),
  specializations: z.array(z.string()),
  commissionPercentage: z.number(),
  rating: z.number(),
  /** How many ratings `rating` is the mean of, once customers rate (issue 30). */
  ratingCount: z.number().optional(),
  isActive: z.boolean(),
  /** The technician's own user account, when linked. */
  userId: z.number().nullable().optional(),
  createdAt: stamp,
});

export const Area = record({
  id: z.number(),
  city: z.string(),
  pincode: z.string(),
  state: z.string(),
  region: z.string(),
  coverage: z.enum(COVERAGE_TYPES),
  serviceTypes: z.array(z.string()),
  maxResponseTimeHours: z.number(),
  serviceCharge: z.number(),
  travelCharge: z.number(),
  active: z.boolean(),
  notes: z.string(),
});

// --- Catalogue and stock ----------------------------------------------------------------------

export const Category = record({ id: z.number(), categoryName: z.string(), createdAt: stamp });

export const Product = record({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  categoryId: z.number(),
  category: z.string(),
  warrantyMonths: z.number(),
  price: z.number(),
  isActive: z.boolean(),
  description: z.string(),
  stock: z.number(),
  stockThreshold: z.number(),
  createdAt: stamp,
  /** HSN code and GST rate (percent) for invoices; the brand a warranty claim is made against; the price of a 12-month extension. */
  hsnCode: z.string().optional(),
  gstRate: z.number().optional(),
  brand: z.string().optional(),
  extendedWarrantyPrice: z.number().optional(),
});

/** A product as its list and page show it: with the stock approved spare requests hold back and what is left to promise. */
export const ProductView = Product.extend({ reserved: z.number(), available: z.number() });

export const Movement = record({
  id: z.number(),
  productId: z.number(),
  product: ProductRef,
  qty: z.number(),
  type: z.enum(['IN', 'OUT']),
  reason: z.string(),
  ref: z.string(),
  movementDate: stamp,
  createdAt: stamp,
});

/** A product's stock against its threshold (stock level, threshold change, low-stock rows). */
export const StockLevel = record({
  productId: z.number(),
  currentStock: z.number(),
  stockThreshold: z.number(),
  status: z.enum(STOCK_STATUSES),
});
export const LowStockRow = StockLevel.extend({ name: z.string(), sku: z.string() });

/** A BOM's component line (src/domain/bomLines.ts): a catalogue product, its quantity, its unit cost (the product's price when the BOM was saved) and quantity x unit cost. */
export const BomLine = record({
  productId: z.number(),
  productName: z.string(),
  sku: z.string(),
  quantity: z.number(),
  unitCost: z.number(),
  amount: z.number(),
});

export const Bom = record({
  id: z.number(),
  parentProductId: z.number(),
  parentProduct: ProductRef,
  version: z.string(),
  description: z.string(),
  status: z.enum(['draft', 'active', 'inactive']),
  /** The sum of the lines' amounts when the BOM has lines; else the total typed for it. */
  totalCost: z.number(),
  /** The component lines; absent on a BOM saved before lines existed (its typed total stands). */
  lines: z.array(BomLine).optional(),
  notes: z.string(),
  effectiveDate: stamp,
  createdAt: stamp,
});

// --- Warranties -------------------------------------------------------------------------------

export const ExtensionEntry = record({ months: z.number(), reason: z.string(), cost: z.number(), date: stamp });

export const Registration = record({
  id: z.number(),
  productId: z.number(),
  serialNo: z.string(),
  customerId: z.number(),
  purchaseDate: stamp,
  warrantyMonths: z.number(),
  warrantyEndDate: stamp,
  dealerId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  notes: z.string().nullable(),
  extensions: z.array(ExtensionEntry),
  createdAt: stamp,
});
/** A registration as the API answers it: its warranty's state today, the product and the customer's name. */
export const RegistrationView = Registration.extend({
  warrantyStatus: z.enum(WARRANTY_STATUSES),
  product: ProductRef.nullable(),
  customerName: z.string().nullable(),
  /** A sold extension's invoice (PATCH extend-warranty with a cost). */
  invoiceId: z.number().nullable().optional(),
});

export const WarrantyClaim = record({
  id: z.number(),
  complaintId: z.number(),
  bookingId: z.number(),
  registrationId: z.number().nullable(),
  productId: z.number(),
  brand: z.string(),
  serialNo: z.string(),
  partsCost: z.number(),
  labourCost: z.number(),
  totalCost: z.number(),
  status: z.enum(WARRANTY_CLAIM_STATUSES),
  createdAt: stamp,
});

// --- Service ----------------------------------------------------------------------------------

export const SpareItem = record({
  partName: z.string(),
  partNumber: z.string(),
  quantity: z.number(),
  estimatedCost: z.number(),
  description: z.string(),
  productId: z.number().nullable().optional(),
});

/**
 * A visit's estimate (issue 30): labour and catalogue parts priced with GST, decided by the customer on
 * their link or by staff who took the answer on the phone.
 */
export const Estimate = z.strictObject({
  labourCost: z.number(),
  parts: z.array(z.strictObject({ productId: z.number(), quantity: z.number() })),
  lineItems: z.array(z.strictObject({ description: z.string(), quantity: z.number(), unitPrice: z.number(), gstRate: z.number(), amount: z.number() })),
  subtotal: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  status: z.enum(ESTIMATE_STATUSES),
  createdAt: stamp,
  decidedAt: stamp.nullable(),
  decidedBy: z
    .union([
      z.strictObject({ kind: z.literal('customer') }),
      z.strictObject({ kind: z.literal('staff'), userId: z.number(), via: z.literal('phone'), note: z.string().optional() }),
    ])
    .nullable(),
});

/** The customer's rating of a resolved complaint, from their link (issue 30). */
export const Feedback = z.strictObject({ rating: z.number(), comment: z.string(), at: stamp });

export const Complaint = record({
  id: z.number(),
  customerId: z.number(),
  productRegistrationId: z.number().nullable(),
  productId: z.number(),
  serialNo: z.string(),
  description: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  createdAt: stamp,
  isUnderWarranty: z.boolean(),
  warrantyEndDate: stamp.nullable(),
  assignedVendorId: z.number().nullable(),
  commissionRateApplied: z.number().nullable(),
  commissionPaidBy: z.enum(PAYERS).nullable(),
  partsApprovalStatus: z.enum(DECISIONS),
  partsRequestedItems: z.array(SpareItem.partial()).optional(),
  /** When it was last resolved (a booking completed, or resolve). */
  resolvedAt: stamp.nullable().optional(),
  /**
   * SLA (docs/architecture.md, "Lifecycle and SLA"); older stored data may lack them (then normal, due
   * from createdAt).
   */
  priority: z.enum(PRIORITIES).optional(),
  responseDueAt: stamp.optional(),
  resolutionDueAt: stamp.optional(),
  /** The customer's rating, once resolved (issue 30). */
  feedback: Feedback.optional(),
});
/** A complaint as the API answers it: its SLA state now and the names its ids stand for. */
export const ComplaintView = Complaint.extend({
  slaStatus: z.enum(SLA_STATUSES),
  customerName: z.string().nullable(),
  productName: z.string().nullable(),
  assignedVendorName: z.string().nullable(),
});

/**
 * A complaint as its customer reads it (issue 27, src/domain/customerView.ts): the visits with the
 * technician's first name and the documents given, none of the warehouse's internals.
 */
export const CustomerVisit = record({
  id: z.number(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  status: z.enum(BOOKING_STATUSES),
  technicianFirstName: z.string().nullable(),
  /** The visit's estimate as its customer reads it: the priced lines, totals and decision. */
  estimate: Estimate.omit({ parts: true, decidedBy: true }).optional(),
});
export const CustomerInvoice = record({
  id: z.number(),
  number: z.string().nullable(),
  kind: z.enum(INVOICE_KINDS),
  totalAmount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  issuedAt: stamp.nullable(),
});
export const CustomerComplaintView = Complaint.pick({
  id: true,
  customerId: true,
  productId: true,
  serialNo: true,
  description: true,
  status: true,
  createdAt: true,
  isUnderWarranty: true,
  warrantyEndDate: true,
}).extend({
  customerName: z.string().nullable(),
  productName: z.string().nullable(),
  resolvedAt: stamp.nullable(),
  visits: z.array(CustomerVisit),
  invoices: z.array(CustomerInvoice),
  feedback: Feedback.optional(),
});
/** A complaint as its reader may see it: staff the whole record, a customer their own view. */
export const ComplaintForReader = z.union([ComplaintView, CustomerComplaintView]);

export const BookingHistoryEntry = record({ status: z.string(), at: stamp, by: z.string(), note: z.string() });
/** A catalogue product used on a job, with its name and price at the time. */
export const PartUsed = record({ productId: z.number(), name: z.string(), sku: z.string(), quantity: z.number(), unitPrice: z.number() });

export const Booking = record({
  id: z.number(),
  complaintId: z.number(),
  /** 'YYYY-MM-DD'. */
  scheduledDate: z.string(),
  /** 'HH:MM'. */
  scheduledTime: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  assignedTechnicianId: z.number().nullable(),
  status: z.enum(BOOKING_STATUSES),
  estimatedCost: z.number(),
  actualCost: z.number().nullable(),
  notes: z.string(),
  createdAt: stamp,
  /**
   * Status changes and assignments, oldest first (docs/architecture.md, "Lifecycle and SLA"); older
   * stored data may lack it.
   */
  history: z.array(BookingHistoryEntry).optional(),
  /** Set on completion: what was done, the parts taken from stock and the draft invoice raised. */
  workNotes: z.string().optional(),
  partsUsed: z.array(PartUsed).optional(),
  invoiceId: z.number().nullable().optional(),
  /** Its estimate, when one was given (issue 30). */
  estimate: Estimate.optional(),
});
/** A booking in a list or on its page: with its customer's name. */
export const BookingView = Booking.extend({ customerName: z.string().nullable().optional() });

export const SpareRequest = record({
  id: z.number(),
  bookingId: z.number(),
  status: z.enum(['pending', 'approved', 'rejected', 'delivered']),
  requestedItems: z.array(SpareItem),
  requestNotes: z.string(),
  requestedBy: z.number(),
  totalEstimatedCost: z.number(),
  createdAt: stamp,
  approvedBy: z.number().nullable().optional(),
  approvalNotes: z.string().nullable().optional(),
  actualCost: z.number().nullable().optional(),
});

// --- Money ------------------------------------------------------------------------------------

export const Tier = record({ minValue: z.number(), maxValue: z.number().nullable().optional(), rate: z.number() });
export const CommissionRule = record({
  id: z.number(),
  party: z.enum(['vendor', 'technician']),
  type: z.enum(['percentage', 'tiered']),
  value: z.number().nullable().optional(),
  tieredRates: z.array(Tier).nullable().optional(),
  serviceCategory: z.string().nullable().optional(),
  minOrderValue: z.number().nullable().optional(),
  maxOrderValue: z.number().nullable().optional(),
  applicableAreas: z.array(z.string()).nullable().optional(),
  priority: z.number().nullable().optional(),
  effectiveFrom: stamp.nullable().optional(),
  effectiveUntil: stamp.nullable().optional(),
  description: z.string().nullable().optional(),
  isActive: z.boolean(),
});

export const Commission = record({
  id: z.number(),
  referenceType: z.enum(REFERENCE_TYPES),
  referenceId: z.number(),
  vendorName: z.string(),
  rate: z.number(),
  amount: z.number(),
  paidBy: z.enum(PAYERS),
  status: z.enum(COMMISSION_REPORT_STATUSES),
  createdAt: stamp,
});

export const InvoiceParty = record({ name: z.string(), address: z.string(), stateCode: z.string().nullable(), gstin: z.string().nullable() });
export const InvoiceLine = record({
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
  /** GST per line: HSN/SAC, rate (percent) and each tax; older stored lines lack them. */
  hsnSac: z.string().optional(),
  gstRate: z.number().optional(),
  cgstRate: z.number().optional(),
  cgst: z.number().optional(),
  sgstRate: z.number().optional(),
  sgst: z.number().optional(),
  igstRate: z.number().optional(),
  igst: z.number().optional(),
  total: z.number().optional(),
});
/** The credit note that cancels an issued invoice: its own number (`CN/<YY-YY>/<00001>`), the invoice's number and amounts. */
export const CreditNote = record({
  number: z.string(),
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  issuedAt: stamp,
  reason: z.string(),
  subtotal: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
});
export const Invoice = record({
  id: z.number(),
  bookingId: z.number(),
  customerId: z.number(),
  lineItems: z.array(InvoiceLine),
  subtotal: z.number(),
  taxRate: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  createdAt: stamp,
  /**
   * `tax_invoice`, or `service_note`: a no-charge document (total 0, a job under warranty), no tax
   * invoice (issue 27). Stored at issue; a draft's follows from its total.
   */
  kind: z.enum(INVOICE_KINDS).optional(),
  /** `<CODE>/<YY-YY>/<00042>` (a service note: `SN/<YY-YY>/<00001>`), given at issue and kept for good; null on a draft. */
  number: z.string().nullable().optional(),
  issuedAt: stamp.nullable().optional(),
  dueDate: stamp.nullable().optional(),
  paidAt: stamp.nullable().optional(),
  paymentMode: z.string().nullable().optional(),
  paymentReference: z.string().nullable().optional(),
  cancelledAt: stamp.nullable().optional(),
  creditNote: CreditNote.nullable().optional(),
  /** Raised by a job completion: the cost claimed under warranty (0 out of warranty), and its labour and parts. */
  warrantyClaimAmount: z.number().optional(),
  labourCost: z.number().optional(),
  partsCost: z.number().optional(),
  /** Raised by a sold warranty extension (bookingId 0): the registration extended. */
  registrationId: z.number().optional(),
  /** GST (src/domain/taxInvoice.ts): the parties as they stood, the place of supply and the split. */
  supplier: InvoiceParty.optional(),
  recipient: InvoiceParty.optional(),
  placeOfSupply: z.string().nullable().optional(),
  intraState: z.boolean().optional(),
  stateTaxLabel: z.enum(['SGST', 'UTGST']).optional(),
  cgstAmount: z.number().optional(),
  sgstAmount: z.number().optional(),
  igstAmount: z.number().optional(),
});

// --- Oversight --------------------------------------------------------------------------------

export const Approval = record({
  id: z.number(),
  status: z.enum(DECISIONS),
  approverId: z.number().nullable(),
  notes: z.string(),
  entityType: z.string(),
  entityId: z.number(),
  updatedAt: stamp,
});

/** What an approval is about (issue 27): the record's kind and id, a label, its amount, who asked, and the booking of a spare request. */
export const ApprovalSubject = record({
  type: z.string(),
  id: z.number(),
  label: z.string(),
  amount: z.number().nullable(),
  requester: z.string().nullable(),
  bookingId: z.number().nullable(),
});
export const ApprovalView = Approval.extend({ subject: ApprovalSubject.nullable() });

export const AuditLog = record({
  id: z.number(),
  entityType: z.string(),
  entityId: z.union([z.number(), z.string()]),
  action: z.string(),
  actorId: z.number().nullable(),
  createdAt: stamp,
  /** What the action decided, where the record alone will not keep it (an assignment's vendor, rate and payer). */
  details: z.record(z.string(), z.unknown()).optional(),
});
/** An audit row as the log lists it: with the actor's name. */
export const AuditLogView = AuditLog.extend({ actorName: z.string().nullable() });

/** A notification for one user (`userId`), or for the warehouse's staff when it has none. */
export const Notification = record({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  /** `notificationText.*` keys and their parameters: the console shows them in its language. */
  titleKey: z.string().optional(),
  messageKey: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  isRead: z.boolean(),
  createdAt: stamp,
  userId: z.number().nullable().optional(),
});

/** One delivery attempt of a customer message. */
const MessageAttempt = z.strictObject({ at: stamp, ok: z.boolean(), error: z.string().optional(), via: z.string() });

/**
 * A message to a job's customer (issue 30), written to the outbox with the event that caused it and
 * delivered by the server's worker: its text as rendered in the customer's language when it was written.
 */
export const Message = record({
  id: z.number(),
  complaintId: z.number().nullable(),
  customerId: z.number(),
  event: z.enum(CUSTOMER_EVENTS),
  channel: z.enum(CHANNELS),
  to: z.string(),
  language: z.enum(MESSAGE_LANGUAGES),
  subject: z.string(),
  body: z.string(),
  /** The values of the text's placeholders (a provider's template takes them one by one). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number(),
  nextAttemptAt: stamp.nullable(),
  lastError: z.string().nullable(),
  sentAt: stamp.nullable(),
  attemptLog: z.array(MessageAttempt),
  createdAt: stamp,
});

/** A complaint's customer link (`/track/<token>`): the token is signed and not kept; revoking sets `revokedAt`. */
export const JobLink = record({
  id: z.number(),
  complaintId: z.number(),
  createdAt: stamp,
  expiresAt: stamp,
  revokedAt: stamp.nullable(),
});

// --- Answers built from records ---------------------------------------------------------------

/** A page of a list: the rows, the count of all that match, and the page asked for where the list pages. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.strictObject({ data: z.array(row), total: z.number(), page: z.number().optional(), limit: z.number().optional() });

export const UserPage = pageOf(User);
export const TenantPage = pageOf(Tenant);
export const RolePage = pageOf(Role);
export const CategoryPage = pageOf(Category);
export const ProductPage = pageOf(ProductView);
export const MovementPage = pageOf(Movement);
export const LowStockPage = pageOf(LowStockRow);
export const BomPage = pageOf(Bom);
export const RegistrationPage = pageOf(RegistrationView);
export const ComplaintPage = pageOf(ComplaintView);
export const CustomerComplaintPage = pageOf(CustomerComplaintView);
/** The job link's answer: the customer's view of the complaint and the customer's language. */
export const TrackedComplaint = CustomerComplaintView.extend({
  language: z.enum(MESSAGE_LANGUAGES),
  /** Each invoice still to pay, as a `upi://pay` link for its amount (when the warehouse has a UPI id). */
  payments: z.array(z.strictObject({ invoiceId: z.number(), number: z.string().nullable(), amount: z.number(), upi: z.string() })),
});
export const JobLinkUrl = z.strictObject({ url: z.string() });
export const ComplaintPageForReader = z.union([ComplaintPage, CustomerComplaintPage]);
export const BookingPage = pageOf(BookingView);
export const SparePage = pageOf(SpareRequest);
export const CustomerPage = pageOf(Customer);
export const VendorPage = pageOf(Vendor);
export const AreaPage = pageOf(Area);
export const RulePage = pageOf(CommissionRule);
export const CommissionPage = pageOf(Commission);
export const ApprovalPage = pageOf(ApprovalView);
export const AuditPage = pageOf(AuditLogView);
export const InvoicePage = pageOf(Invoice);
export const WarrantyClaimPage = pageOf(WarrantyClaim);
export const NotificationPage = pageOf(Notification).extend({ unread: z.number() });
export const MessagePage = pageOf(Message);

export const Bookings = z.array(BookingView);
export const Boms = z.array(Bom);
export const Registrations = z.array(RegistrationView);
export const CommissionRules = z.array(CommissionRule);

/** A row deleted for good. */
export const Deleted = z.strictObject({ success: z.literal(true), id: z.number() });
/** A call that changes something without a record to answer. */
export const Done = z.strictObject({ success: z.boolean(), message: z.string().optional() });
