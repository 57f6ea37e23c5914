// Shapes the demo backend stores. They follow spec part 1 and part 2, section 3 of each.
import type { CommissionRule } from '../src/domain/commission';
import type { PermissionMatrix, Role } from '../src/domain/access';
import type { ExtensionEntry } from '../src/domain/warranty';
import type { Priority, SlaStatus } from '../src/domain/sla';
import type { BookingHistoryEntry } from '../src/domain/jobCompletion';
import type { InvoiceParty } from '../src/domain/taxInvoice';
import type { WarrantyClaimRecord } from '../src/domain/warrantyClaims';
import type { NotificationAudience, NotificationRecord } from '../src/domain/ownership';

export interface User {
  id: number;
  email: string;
  username?: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  tenantId: number | null;
  /** PBKDF2 hash and salt of the password (src/domain/passwords.ts); never sent to a client. */
  passwordHash: string;
  passwordSalt: string;
  /** A customer account's own customer record in its warehouse: what it may see (null: unlinked, sees none). */
  customerId?: number | null;
  createdAt: string;
}
export interface Tenant {
  id: number;
  name: string;
  subdomain: string;
  plan: 'free' | 'basic' | 'premium' | 'enterprise';
  status: 'active' | 'inactive';
  isActive: boolean;
  description: string;
  contactEmail: string;
  contactPhone: string;
  createdAt: string;
  /** Tax identity (issue 15, DESIGN 6b): the supplier on its invoices. Older stored data may lack it. */
  legalName?: string; address?: string;
  /** GST state code ('29' Karnataka). */
  stateCode?: string | null;
  gstin?: string | null;
}
export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  scope: string;
  isActive: boolean;
  permissions: PermissionMatrix;
}
export interface Category { id: number; categoryName: string; createdAt: string }
export interface Product {
  id: number; name: string; sku: string; categoryId: number; category: string; warrantyMonths: number;
  price: number; isActive: boolean; description: string; stock: number; stockThreshold: number; createdAt: string;
  /** Issue 15: HSN code and GST rate (percent) for invoices; the brand a warranty claim is made against; the price of a 12-month extension. */
  hsnCode?: string; gstRate?: number; brand?: string; extendedWarrantyPrice?: number;
}
export interface InventoryMovement {
  id: number; productId: number; product: { name: string; sku: string }; qty: number; type: 'IN' | 'OUT';
  reason: string; ref: string; movementDate: string; createdAt: string;
}
export interface Customer {
  id: number; name: string; email: string; phone: string; pincode: string; city: string; createdAt: string;
  /** Issue 15: the recipient on invoices: address, GST state code (place of supply), GSTIN when registered. */
  address?: string; stateCode?: string | null; gstin?: string | null;
}
export interface Registration {
  id: number; productId: number; serialNo: string; customerId: number; purchaseDate: string; warrantyMonths: number;
  warrantyEndDate: string; dealerId: string | null; invoiceNumber: string | null; notes: string | null;
  extensions: ExtensionEntry[]; createdAt: string;
}
export interface Complaint {
  id: number; customerId: number; productRegistrationId: number | null; productId: number; serialNo: string;
  description: string; status: 'open' | 'assigned' | 'in_progress' | 'resolved' | 'closed'; createdAt: string;
  isUnderWarranty: boolean; warrantyEndDate: string | null; assignedVendorId: number | null;
  commissionRateApplied: number | null; commissionPaidBy: 'Company' | 'Customer' | null;
  partsApprovalStatus: 'pending' | 'approved' | 'rejected'; partsRequestedItems?: unknown[];
  /** When it was last resolved (a booking completed, or resolve). */
  resolvedAt?: string | null;
  /** SLA (DESIGN 6a, src/domain/sla.ts); older stored data may lack them (then normal, due from createdAt). */
  priority?: Priority; responseDueAt?: string; resolutionDueAt?: string;
  /** The SLA states already announced by a notification, once each (never sent to clients). */
  slaAlerts?: SlaStatus[];
}
export interface Booking {
  id: number; complaintId: number; scheduledDate: string; scheduledTime: string;
  serviceType: 'repair' | 'installation' | 'maintenance' | 'inspection'; assignedTechnicianId: number | null;
  status: 'scheduled' | 'in_progress' | 'completed' | 'cancelled'; estimatedCost: number; actualCost: number | null;
  notes: string; createdAt: string;
  /** Status changes and assignments, oldest first (DESIGN 6a); older stored data may lack it. */
  history?: BookingHistoryEntry[];
  /** Set on completion (PATCH /api/service-bookings/:id/complete). */
  workNotes?: string; partsUsed?: PartUsed[]; invoiceId?: number | null;
}
/** A catalogue product used on a job, with its name and price at the time. */
export interface PartUsed { productId: number; name: string; sku: string; quantity: number; unitPrice: number }
export interface SpareItem { partName: string; partNumber: string; quantity: number; estimatedCost: number; description: string; productId?: number | null }
export interface SpareRequest {
  id: number; bookingId: number; status: 'pending' | 'approved' | 'rejected' | 'delivered'; requestedItems: SpareItem[];
  requestNotes: string; requestedBy: number; totalEstimatedCost: number; createdAt: string;
  approvedBy?: number | null; approvalNotes?: string | null; actualCost?: number | null;
}
export interface Vendor {
  id: number; name: string; type: 'technician' | 'vendor'; email: string; phone: string; address: string; pincode: string;
  city: string; state: string; serviceAreas: string[]; specializations: string[]; commissionPercentage: number;
  rating: number; isActive: boolean; userId?: number | null; createdAt: string;
}
export interface Bom {
  id: number; parentProductId: number; parentProduct: { name: string; sku: string }; version: string; description: string;
  status: 'draft' | 'active' | 'inactive'; totalCost: number; notes: string; effectiveDate: string; createdAt: string;
}
export interface Area {
  id: number; city: string; pincode: string; state: string; region: string; coverage: 'full' | 'partial' | 'none';
  serviceTypes: string[]; maxResponseTimeHours: number; serviceCharge: number; travelCharge: number; active: boolean; notes: string;
}
export interface Approval { id: number; status: 'pending' | 'approved' | 'rejected'; approverId: number | null; notes: string; entityType: string; entityId: number; updatedAt: string }
export interface AuditLog {
  id: number; entityType: string; entityId: number | string; action: string; actorId: number | null; createdAt: string;
  /** What the action decided, where the record alone will not keep it (an assignment's vendor, rate and payer). */
  details?: Record<string, unknown>;
}
export interface CommissionRow {
  id: number; referenceType: 'booking' | 'complaint' | 'invoice'; referenceId: number; vendorName: string; rate: number;
  amount: number; paidBy: 'Company' | 'Customer'; status: 'pending' | 'approved' | 'paid'; createdAt: string;
}
export interface InvoiceLine {
  description: string; quantity: number; unitPrice: number; amount: number;
  /** GST per line (issue 15): HSN/SAC, rate (percent) and each tax; older stored lines lack them. */
  hsnSac?: string; gstRate?: number; cgstRate?: number; cgst?: number; sgstRate?: number; sgst?: number; igstRate?: number; igst?: number; total?: number;
}
export interface Invoice {
  id: number; bookingId: number; customerId: number; lineItems: InvoiceLine[]; subtotal: number; taxRate: number;
  taxAmount: number; totalAmount: number; status: 'draft' | 'sent' | 'paid' | 'overdue' | 'cancelled'; createdAt: string;
  /** Issue 15: `<CODE>/<YY-YY>/<00042>`, given at issue and kept for good; null on a draft. */
  number?: string | null; issuedAt?: string | null; dueDate?: string | null;
  paidAt?: string | null; paymentMode?: string | null; paymentReference?: string | null;
  cancelledAt?: string | null; creditNote?: CreditNote | null;
  /** Raised by a job completion: the cost claimed under warranty (0 out of warranty). */
  warrantyClaimAmount?: number;
  /** Raised by a sold warranty extension (bookingId 0): the registration extended. */
  registrationId?: number;
  /** GST (issue 15, src/domain/taxInvoice.ts): the parties as they stood, the place of supply and the split. */
  supplier?: InvoiceParty; recipient?: InvoiceParty; placeOfSupply?: string | null; intraState?: boolean;
  stateTaxLabel?: 'SGST' | 'UTGST'; cgstAmount?: number; sgstAmount?: number; igstAmount?: number;
}
/**
 * Work done under warranty, claimed from the product's brand (issue 15 scope 6): raised by a job
 * completion under warranty with its parts and labour cost; submitted, then settled or rejected.
 */
export type WarrantyClaim = WarrantyClaimRecord;
/** The credit note that cancels an issued invoice: its own number (`CN/<YY-YY>/<00001>`), the invoice's number and amounts. */
export interface CreditNote {
  number: string; invoiceId: number; invoiceNumber: string; issuedAt: string; reason: string;
  subtotal: number; taxAmount: number; totalAmount: number;
}
/** A notification for one user (`userId`), or for the warehouse's staff when it has none (customers never see those). */
export interface Notification extends NotificationRecord, NotificationAudience {}

/** Everything that belongs to one warehouse. */
export interface TenantData {
  categories: Category[];
  products: Product[];
  movements: InventoryMovement[];
  customers: Customer[];
  registrations: Registration[];
  complaints: Complaint[];
  bookings: Booking[];
  spareRequests: SpareRequest[];
  vendors: Vendor[];
  boms: Bom[];
  areas: Area[];
  approvals: Approval[];
  auditLogs: AuditLog[];
  commissionRules: CommissionRule[];
  commissions: CommissionRow[];
  invoices: Invoice[];
  warrantyClaims: WarrantyClaim[];
  notifications: Notification[];
}

/**
 * One issued token of the demo backend (mocks/handlers/auth.ts). An access token opens calls until
 * `expiresAt`; a refresh token buys one new pair, then stays as `rotated` until it expires so that a
 * second use is caught (and ends its sign-in). `family` is the sign-in both come from.
 */
export interface Session {
  kind: 'access' | 'refresh';
  userId: number;
  /** Epoch milliseconds (`Date.now()` clock). */
  expiresAt: number;
  family: string;
  rotated?: boolean;
}

export interface DbState {
  version: number;
  users: User[];
  tenants: Tenant[];
  roles: RoleRecord[];
  /** Access and refresh tokens by token. A bare user id is a session stored before tokens expired: treated as expired. */
  sessions: Record<string, Session>;
  data: Record<string, TenantData>;
  /** Next id per collection name, shared across tenants so ids stay unique. */
  seq: Record<string, number>;
}
