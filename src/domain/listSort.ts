// Which fields each list of the demo backend may be sorted on (issue 14, scope 3). A list sorts only
// on a field listed here: anything else, and any secret (a password hash or salt, a token), answers
// 400 "Cannot sort by <field>", so no hidden field can be read back one comparison at a time.

import { refusal, type Refusal } from './refusal';
import { ENTITY_LIST, type EntityCollection } from '../entities';

const LIST_SORT_FIELDS = {
  users: ['id', 'email', 'username', 'firstName', 'lastName', 'role', 'isActive', 'tenantId', 'createdAt'],
  complaints: [
    'id', 'customerId', 'productId', 'productRegistrationId', 'serialNo', 'description', 'status', 'createdAt',
    'isUnderWarranty', 'warrantyEndDate', 'assignedVendorId', 'commissionRateApplied', 'commissionPaidBy',
    'partsApprovalStatus', 'resolvedAt', 'priority', 'responseDueAt', 'resolutionDueAt',
  ],
  // Issue 16 scope 4: the bookings, spare requests and invoices lists sort too.
  bookings: [
    'id', 'complaintId', 'scheduledDate', 'scheduledTime', 'serviceType', 'assignedTechnicianId', 'status',
    'estimatedCost', 'actualCost', 'createdAt',
  ],
  spareRequests: ['id', 'bookingId', 'status', 'totalEstimatedCost', 'actualCost', 'requestedBy', 'approvedBy', 'createdAt'],
  invoices: ['id', 'number', 'bookingId', 'customerId', 'subtotal', 'taxAmount', 'totalAmount', 'status', 'createdAt', 'dueDate'],
  // And the admin lists whose tables sort: each list's default order stays when no sort is asked.
  customers: ['id', 'name', 'email', 'phone', 'pincode', 'city', 'createdAt'],
  vendors: ['id', 'name', 'type', 'email', 'city', 'rating', 'commissionPercentage', 'isActive', 'createdAt'],
  products: ['id', 'name', 'sku', 'price', 'stock', 'isActive', 'createdAt'],
  notifications: ['id', 'title', 'isRead', 'createdAt'],
  approvals: ['id', 'status', 'approverId', 'updatedAt', 'createdAt'],
  auditLogs: ['id', 'entityType', 'entityId', 'action', 'actorId', 'createdAt'],
  registrations: ['id', 'productId', 'serialNo', 'customerId', 'purchaseDate', 'warrantyEndDate', 'createdAt'],
  warrantyClaims: ['id', 'complaintId', 'brand', 'serialNo', 'partsCost', 'labourCost', 'totalCost', 'status', 'createdAt'],
  messages: ['id', 'complaintId', 'channel', 'status', 'attempts', 'createdAt'],
} as const satisfies Record<string, readonly string[]>;

export type SortableList = keyof typeof LIST_SORT_FIELDS | EntityCollection;

/** Every list's sort fields: the lists above, and each declared entity's (src/entities) with its id and creation time. */
export const SORTABLE_FIELDS = {
  ...LIST_SORT_FIELDS,
  ...Object.fromEntries(ENTITY_LIST.map((e) => [e.collection, ['id', ...e.sort, 'createdAt']])),
} as typeof LIST_SORT_FIELDS & Record<EntityCollection, readonly string[]>;

/** The 400 for a field a list may not be sorted on: `Cannot sort by <field>` (its first 60 characters). */
export const cannotSortBy = (field: string): Refusal => refusal('serverText.cannotSortBy', { field: field.slice(0, 60) });

/** Whether `list` may be sorted on `field`. */
export const isSortable = (list: SortableList, field: string): boolean => (SORTABLE_FIELDS[list] as readonly string[]).includes(field);
