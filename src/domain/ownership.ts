// What a signed-in account may see of a warehouse's records (issue 14, scope 3). A customer account
// sees the records of the customer it is linked to (`customerId`, set by staff), never of a customer
// whose e-mail it shares: a sign-up is unlinked and sees nothing until linked. Notifications go to one
// user (`userId`) or, without one, to the warehouse's staff, which customers never see.
import type { Role } from './access';
import { holds, type Condition } from './listQuery';

export interface AccountLink {
  tenantId: number | null;
  customerId?: number | null;
}

/** The customer ids whose records an account of (normalized) `role` may see in warehouse `tenantId`: a customer's link, or none. */
export const ownCustomerIds = (user: AccountLink, role: Role, tenantId: string): number[] =>
  role === 'customer' && user.customerId != null && String(user.tenantId) === tenantId ? [user.customerId] : [];

export interface NotificationAudience {
  userId?: number | null;
}

/**
 * A notification as GET /api/notifications returns it (spec part 2 section 3): English `title` and
 * `message`, and their keys (notificationText.*) and parameters, absent on notifications stored before
 * they existed. The demo backend stores it with its audience.
 */
export interface NotificationRecord {
  id: number;
  title: string;
  message: string;
  titleKey?: string;
  messageKey?: string;
  params?: Record<string, string | number>;
  isRead: boolean;
  createdAt: string;
}

/**
 * The notifications `user` (with its normalized `role`) may see, as conditions (a store filters its
 * list by them, src/domain/listQuery.ts): its own, and the staff's (no user) unless a customer.
 */
export const notificationAudience = (user: { id: number }, role: Role): Condition[] =>
  role === 'customer'
    ? [{ field: 'userId', op: 'eq', value: user.id }]
    : [{ op: 'or', any: [[{ field: 'userId', op: 'eq', value: user.id }], [{ field: 'userId', op: 'null' }]] }];

/** Whether `user` (with its normalized `role`) may see the notification. */
export const canSeeNotification = (n: NotificationAudience, user: { id: number }, role: Role): boolean =>
  notificationAudience(user, role).every((c) => holds(n, c));

/** What a technician's jobs are judged by: the technician records (vendors) linked to user accounts, and the bookings assigned to them. */
export interface TechnicianRecord {
  id: number;
  userId?: number | null;
}
export interface JobLike {
  complaintId: number;
  assignedTechnicianId: number | null;
}

/**
 * The technician records an account of (normalized) `role` works as (issue 28): a technician's, the
 * records linked to his account (`userId`); null for any other role, whose work is not limited to jobs.
 */
export const technicianRecordIds = (role: Role, userId: number, vendors: readonly TechnicianRecord[]): number[] | null =>
  role === 'technician' ? vendors.filter((v) => v.userId === userId).map((v) => v.id) : null;

/** Whether a booking is one of the jobs of these technician records (null: anyone's, the staff's view). */
export const isOwnJob = (booking: { assignedTechnicianId: number | null }, records: readonly number[] | null): boolean =>
  records === null || (booking.assignedTechnicianId !== null && records.includes(booking.assignedTechnicianId));

/**
 * Whether a complaint is one of these technician records' (null: anyone's): assigned to one of them,
 * or with a visit that is one of their jobs.
 */
export const isOwnComplaint = (
  complaint: { id: number; assignedVendorId: number | null },
  bookings: readonly JobLike[],
  records: readonly number[] | null,
): boolean =>
  records === null ||
  (complaint.assignedVendorId !== null && records.includes(complaint.assignedVendorId)) ||
  bookings.some((b) => b.complaintId === complaint.id && isOwnJob(b, records));
