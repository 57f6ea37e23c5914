// Shapes the demo backend and the server store. They follow spec part 1 and part 2, section 3 of each.
import type { z } from 'zod';
import type { EntityCollections } from '../src/entities';
import type * as R from '../src/schemas/records';
import type { SlaStatus } from '../src/domain/sla';

// Each record's shape is declared once, as a zod schema in src/schemas/records.ts (issue 26 scope 5):
// the API's answers are documented from it, and the store keeps the same record plus the few fields
// that never leave it (a user's password hash and salt, a complaint's SLA alerts already sent).
export type User = z.infer<typeof R.User> & {
  /** PBKDF2 hash and salt of the password (src/domain/passwords.ts); never sent to a client. */
  passwordHash: string;
  passwordSalt: string;
};
export type Tenant = z.infer<typeof R.Tenant>;
export type RoleRecord = z.infer<typeof R.Role>;
export type Category = z.infer<typeof R.Category>;
export type Product = z.infer<typeof R.Product>;
export type InventoryMovement = z.infer<typeof R.Movement>;
export type Customer = z.infer<typeof R.Customer>;
export type Registration = z.infer<typeof R.Registration>;
export type Complaint = z.infer<typeof R.Complaint> & {
  /** The SLA states already announced by a notification, once each (never sent to clients). */
  slaAlerts?: SlaStatus[];
};
export type Booking = z.infer<typeof R.Booking>;
export type PartUsed = z.infer<typeof R.PartUsed>;
export type SpareItem = z.infer<typeof R.SpareItem>;
export type SpareRequest = z.infer<typeof R.SpareRequest>;
export type Vendor = z.infer<typeof R.Vendor>;
export type Bom = z.infer<typeof R.Bom>;
export type Area = z.infer<typeof R.Area>;
export type Approval = z.infer<typeof R.Approval>;
export type AuditLog = z.infer<typeof R.AuditLog>;
export type CommissionRow = z.infer<typeof R.Commission>;
export type CommissionRule = z.infer<typeof R.CommissionRule>;
export type InvoiceLine = z.infer<typeof R.InvoiceLine>;
export type Invoice = z.infer<typeof R.Invoice>;
export type CreditNote = z.infer<typeof R.CreditNote>;
/** Work done under warranty, claimed from the product's brand: raised by a job completion under warranty, then submitted, settled or rejected. */
export type WarrantyClaim = z.infer<typeof R.WarrantyClaim>;
/** A notification for one user (`userId`), or for the warehouse's staff when it has none (customers never see those). */
export type Notification = z.infer<typeof R.Notification>;
/** A message to a job's customer in the outbox (src/domain/customerMessages.ts). */
export type Message = z.infer<typeof R.Message> & {
  /** Until when a server process has taken it to deliver (never sent to clients). */
  claimedUntil?: string | null;
};
export type JobLink = z.infer<typeof R.JobLink>;

/** Everything that belongs to one warehouse: these, and a collection per declared entity (src/entities). */
export interface TenantData extends EntityCollections {
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
  messages: Message[];
  jobLinks: JobLink[];
}

/**
 * What the API keeps of its sessions (mocks/handlers/sessions.ts), in `DbState.sessions` by key:
 * - a sign-in (`kind: 'session'`), keyed by its id: the `sid` of its access tokens, which open calls
 *   only while it is here (logout, a reused refresh token or a password change deletes it). It lives
 *   as long as its newest refresh token. `family` is its own id.
 * - a refresh token (`kind: 'refresh'`), keyed by the SHA-256 (hex) of the token: never the token. It
 *   buys one new pair, then stays as `rotated` until it expires so that a second use is caught (and
 *   ends its sign-in, `family`).
 * - the in-browser demo's key for signing access tokens (`kind: 'signing-key'`, key `signing-key`),
 *   kept with the store so that every tab of the demo verifies the same tokens. The server's key is
 *   JWT_SECRET (server/config.ts) and is never stored.
 */
export type Session = SignInSession | RefreshTokenSession | SigningKeyRecord;

export interface SignInSession {
  kind: 'session';
  userId: number;
  /** Epoch milliseconds (`Date.now()` clock): when its newest refresh token expires. */
  expiresAt: number;
  family: string;
}

export interface RefreshTokenSession {
  kind: 'refresh';
  userId: number;
  /** Epoch milliseconds (`Date.now()` clock). */
  expiresAt: number;
  family: string;
  rotated?: boolean;
}

export interface SigningKeyRecord {
  kind: 'signing-key';
  /** Random, hex. */
  secret: string;
}

export interface DbState {
  version: number;
  users: User[];
  tenants: Tenant[];
  roles: RoleRecord[];
  /** Sign-ins, refresh tokens (by their hash) and the demo's signing key (`Session`). A bare user id, or a
   *  `kind: 'access'` entry keyed by its token, is a session stored before issue 28: no longer valid, dropped. */
  sessions: Record<string, Session>;
  data: Record<string, TenantData>;
  /** Next id per collection name, shared across tenants so ids stay unique. */
  seq: Record<string, number>;
}
