// Bodies of the complaint, booking and spare-request calls (the spec's texts where src/domain has them).
import { z } from 'zod';
import { REOPEN_REASON_MAX, REOPEN_REASON_REQUIRED } from '../domain/complaints';
import { COMPLETION_MESSAGES, PARTS_USED_MAX, WORK_NOTES_MAX } from '../domain/jobCompletion';
import { PRIORITY_REFUSAL } from '../domain/sla';
import { SERVICE_TYPES } from '../domain/service';
import { MAX, MAX_AMOUNT, date, email, id, num, oneOf, optional, requiredText, text, time } from './primitives';
import { taxGstin, taxStateCode } from './admin';

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

export const ComplaintCreateBody = z.object({
  customerId: id('Customer ID must be a positive number'),
  productId: id('Product ID must be a positive number'),
  serialNo: requiredText('Serial number is required', MAX.code),
  description: requiredText('Description is required', MAX.notes),
  productRegistrationId: optional(id('Registration ID must be a positive number')),
  priority: optional(oneOf(PRIORITIES, PRIORITY_REFUSAL)),
});

export const ComplaintAssignBody = z.object({
  vendorId: optional(id('An active vendor is required')),
  assignedVendorId: optional(id('An active vendor is required')),
  commissionRateApplied: optional(num({ min: 0, max: 100, message: 'Commission rate must be between 0 and 100' })),
});

export const ReopenBody = z.object({
  reason: z
    .string({ error: REOPEN_REASON_REQUIRED })
    .trim()
    .min(1, REOPEN_REASON_REQUIRED)
    .max(REOPEN_REASON_MAX, `The reason may be at most ${REOPEN_REASON_MAX} characters`),
});

const partItem = z.object({
  partName: optional(text(MAX.name)),
  partNumber: optional(text(MAX.code)),
  productId: optional(id('Product ID must be a positive number')),
  quantity: optional(num({ min: 1, max: 10_000, int: true, message: 'Quantity must be a whole number above 0' })),
  estimatedCost: optional(num({ min: 0, max: MAX_AMOUNT, message: 'Estimated cost cannot be negative' })),
  description: optional(text(MAX.line)),
});
export const PartsRequestBody = z.object({ items: z.array(partItem, { error: 'items must be a list' }).max(50).optional() });
export const PartsApprovalBody = z.object({ partsApprovalStatus: oneOf(['approved', 'rejected'], 'partsApprovalStatus must be approved or rejected') });

export const BOOKING_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
const serviceType = oneOf(SERVICE_TYPES, 'Service type must be repair, installation, maintenance or inspection');

export const BookingCreateBody = z.object({
  complaintId: id('Complaint ID is required'),
  scheduledDate: date('Scheduled date is required'),
  scheduledTime: optional(time('Scheduled time must be HH:MM')),
  serviceType: optional(serviceType),
  assignedTechnicianId: optional(id('Technician ID must be a positive number')),
  estimatedCost: optional(num({ min: 0, max: MAX_AMOUNT, message: 'Estimated cost cannot be negative' })),
  notes: optional(text(MAX.notes)),
});
export const BookingUpdateBody = z.object({
  status: optional(oneOf(BOOKING_STATUSES, 'Unknown booking status')),
  scheduledDate: optional(date('Scheduled date is required')),
  scheduledTime: optional(time('Scheduled time must be HH:MM')),
  serviceType: optional(serviceType),
  estimatedCost: optional(num({ min: 0, max: MAX_AMOUNT, message: 'Estimated cost cannot be negative' })),
  notes: optional(text(MAX.notes)),
});
export const BookingStatusBody = z.object({ status: oneOf(BOOKING_STATUSES, 'Unknown booking status'), notes: optional(text(MAX.line)) });
export const AssignTechnicianBody = z.object({ technicianId: id('Technician ID is required') });
/** The completion's own checks (domain/jobCompletion.ts validateCompletion) give the spec's texts; this caps the shape. */
export const CompleteBookingBody = z.object({
  workNotes: z.string({ error: COMPLETION_MESSAGES.workNotes }).max(WORK_NOTES_MAX * 2, COMPLETION_MESSAGES.workNotesLong),
  actualCost: num({ min: 0, max: MAX_AMOUNT, message: COMPLETION_MESSAGES.actualCost }),
  partsUsed: z
    .array(z.object({ productId: id(COMPLETION_MESSAGES.partProduct), quantity: num({ min: 1, max: 10_000, int: true, message: COMPLETION_MESSAGES.partQuantity }) }), {
      error: COMPLETION_MESSAGES.partsList,
    })
    .max(PARTS_USED_MAX, COMPLETION_MESSAGES.tooManyParts)
    .optional(),
});

const spareItem = partItem.extend({
  quantity: num({ min: 1, max: 10_000, int: true, message: 'Quantity must be a whole number above 0' }),
});
export const SPARE_STATUSES = ['pending', 'approved', 'rejected', 'delivered'] as const;
export const SpareRequestCreateBody = z.object({
  bookingId: id('Please fill all required fields'),
  /** Staff name a user of the warehouse; a technician's request is his own whatever this says (issue 28). */
  requestedBy: id('Please fill all required fields'),
  requestedItems: z.array(spareItem, { error: 'Please fill all required fields' }).min(1, 'Please fill all required fields').max(50),
  requestNotes: optional(text(MAX.notes)),
});
export const SpareRequestUpdateBody = z.object({
  status: optional(oneOf(SPARE_STATUSES, 'Unknown spare request status')),
  actualCost: optional(num({ min: 0, max: MAX_AMOUNT, message: 'Actual cost cannot be negative' })),
  /** Accepted as the console sends it, not taken: the approver recorded is the signed-in user (issue 28). */
  approvedBy: optional(id()),
  approvalNotes: optional(text(MAX.notes)),
  notes: optional(text(MAX.notes)),
  requestNotes: optional(text(MAX.notes)),
});

/**
 * PUT /v1/customers/:id (issue 15, an extension): any of the fields. A blank name, email or phone
 * keeps the stored one; a blank address, city or GSTIN clears it. The handler checks that the GSTIN
 * belongs to the customer's state (src/domain/taxIdentity.ts).
 */
/** A new caller (issue 27): a name and a phone number to find them by, and the address of the visits. */
export const CustomerCreateBody = z.object({
  name: requiredText('Name is required', MAX.name),
  phone: requiredText('Phone is required', MAX.code).refine((p) => p.replace(/\D/g, '').length >= 7, 'Phone must have at least 7 digits'),
  email: optional(email()),
  pincode: requiredText('Pincode is required', 6).regex(/^\d{6}$/, 'Pincode must have exactly 6 digits'),
  city: optional(text(MAX.name)),
  address: optional(text(MAX.line)),
  stateCode: optional(taxStateCode),
  gstin: optional(taxGstin),
});

export const CustomerUpdateBody = z.object({
  name: optional(text(MAX.name)),
  email: optional(email()),
  phone: optional(text(MAX.code)),
  pincode: optional(text(6).regex(/^\d{6}$/, 'Pincode must have exactly 6 digits')),
  city: optional(text(MAX.name)),
  address: optional(text(MAX.line)),
  stateCode: optional(taxStateCode),
  gstin: optional(taxGstin),
});

export type ComplaintCreateInput = z.output<typeof ComplaintCreateBody>;
export type BookingCreateInput = z.output<typeof BookingCreateBody>;
export type SpareRequestCreateInput = z.output<typeof SpareRequestCreateBody>;
