// Bodies of the complaint, booking and spare-request calls (the spec's texts where src/domain has them).
import { z } from 'zod';
import { REOPEN_REASON_LONG, REOPEN_REASON_MAX, REOPEN_REASON_REQUIRED } from '../domain/complaints';
import { COMPLETION_REFUSALS, PARTS_USED_MAX, WORK_NOTES_MAX } from '../domain/jobCompletion';
import { PRIORITY_REFUSAL } from '../domain/sla';
import { SERVICE_TYPES } from '../domain/service';
import { CHANNELS, FEEDBACK_COMMENT_MAX, MESSAGE_LANGUAGES } from '../domain/messageKinds';
import { ESTIMATE_DECISIONS } from '../domain/estimates';
import { RATING_MAX, RATING_MIN } from '../domain/service';
import { MAX, MAX_AMOUNT, date, email, id, num, oneOf, optional, requiredText, says, text, time } from './primitives';
import { taxGstin, taxStateCode } from './admin';

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

export const ComplaintCreateBody = z.object({
  customerId: id('serverText.customerIdPositive'),
  productId: id('serverText.productIdPositive'),
  serialNo: requiredText('serverText.serialNumberRequired', MAX.code),
  description: requiredText('serverText.descriptionRequired', MAX.notes),
  productRegistrationId: optional(id('serverText.registrationIdPositive')),
  priority: optional(oneOf(PRIORITIES, PRIORITY_REFUSAL)),
});

export const ComplaintAssignBody = z.object({
  vendorId: optional(id('serverText.activeVendorRequired')),
  assignedVendorId: optional(id('serverText.activeVendorRequired')),
  commissionRateApplied: optional(num({ min: 0, max: 100, message: 'serverText.commissionRate' })),
});

export const ReopenBody = z.object({
  reason: z
    .string(says(REOPEN_REASON_REQUIRED))
    .trim()
    .min(1, says(REOPEN_REASON_REQUIRED))
    .max(REOPEN_REASON_MAX, says(REOPEN_REASON_LONG)),
});

const partItem = z.object({
  partName: optional(text(MAX.name)),
  partNumber: optional(text(MAX.code)),
  productId: optional(id('serverText.productIdPositive')),
  quantity: optional(num({ min: 1, max: 10_000, int: true, message: 'serverText.quantityWhole' })),
  estimatedCost: optional(num({ min: 0, max: MAX_AMOUNT, message: 'serverText.estimatedCostNegative' })),
  description: optional(text(MAX.line)),
});
export const PartsRequestBody = z.object({ items: z.array(partItem, { error: 'serverText.itemsList' }).max(50).optional() });
export const PartsApprovalBody = z.object({ partsApprovalStatus: oneOf(['approved', 'rejected'], 'serverText.partsApprovalValues') });

export const BOOKING_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
const serviceType = oneOf(SERVICE_TYPES, 'serverText.serviceTypeValues');

export const BookingCreateBody = z.object({
  complaintId: id('serverText.complaintIdRequired'),
  scheduledDate: date('serverText.scheduledDateRequired'),
  scheduledTime: optional(time('serverText.scheduledTimeFormat')),
  serviceType: optional(serviceType),
  assignedTechnicianId: optional(id('serverText.technicianIdPositive')),
  estimatedCost: optional(num({ min: 0, max: MAX_AMOUNT, message: 'serverText.estimatedCostNegative' })),
  notes: optional(text(MAX.notes)),
});
export const BookingUpdateBody = z.object({
  status: optional(oneOf(BOOKING_STATUSES, 'serverText.unknownBookingStatus')),
  scheduledDate: optional(date('serverText.scheduledDateRequired')),
  scheduledTime: optional(time('serverText.scheduledTimeFormat')),
  serviceType: optional(serviceType),
  estimatedCost: optional(num({ min: 0, max: MAX_AMOUNT, message: 'serverText.estimatedCostNegative' })),
  notes: optional(text(MAX.notes)),
});
export const BookingStatusBody = z.object({ status: oneOf(BOOKING_STATUSES, 'serverText.unknownBookingStatus'), notes: optional(text(MAX.line)) });
export const AssignTechnicianBody = z.object({ technicianId: id('serverText.technicianIdRequired') });
/** The completion's own checks (domain/jobCompletion.ts validateCompletion) give the spec's texts; this caps the shape. */
export const CompleteBookingBody = z.object({
  workNotes: z.string(says(COMPLETION_REFUSALS.workNotes)).max(WORK_NOTES_MAX * 2, says(COMPLETION_REFUSALS.workNotesLong)),
  actualCost: num({ min: 0, max: MAX_AMOUNT, message: COMPLETION_REFUSALS.actualCost }),
  partsUsed: z
    .array(z.object({ productId: id(COMPLETION_REFUSALS.partProduct), quantity: num({ min: 1, max: 10_000, int: true, message: COMPLETION_REFUSALS.partQuantity }) }), says(COMPLETION_REFUSALS.partsList))
    .max(PARTS_USED_MAX, says(COMPLETION_REFUSALS.tooManyParts))
    .optional(),
});

const spareItem = partItem.extend({
  quantity: num({ min: 1, max: 10_000, int: true, message: 'serverText.quantityWhole' }),
});
export const SPARE_STATUSES = ['pending', 'approved', 'rejected', 'delivered'] as const;
export const SpareRequestCreateBody = z.object({
  bookingId: id('serverText.requiredFields'),
  /** Staff name a user of the warehouse; a technician's request is his own whatever this says (issue 28). */
  requestedBy: id('serverText.requiredFields'),
  requestedItems: z.array(spareItem, { error: 'serverText.requiredFields' }).min(1, 'serverText.requiredFields').max(50),
  requestNotes: optional(text(MAX.notes)),
});
export const SpareRequestUpdateBody = z.object({
  status: optional(oneOf(SPARE_STATUSES, 'serverText.unknownSpareStatus')),
  actualCost: optional(num({ min: 0, max: MAX_AMOUNT, message: 'serverText.actualCostNegative' })),
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
  name: requiredText('serverText.nameRequired', MAX.name),
  phone: requiredText('serverText.phoneRequired', MAX.code).refine((p) => p.replace(/\D/g, '').length >= 7, 'serverText.phoneDigits'),
  email: optional(email()),
  pincode: requiredText('serverText.pincodeRequired', 6).regex(/^\d{6}$/, 'serverText.pincodeSixDigits'),
  city: optional(text(MAX.name)),
  address: optional(text(MAX.line)),
  stateCode: optional(taxStateCode),
  gstin: optional(taxGstin),
  language: z.enum(MESSAGE_LANGUAGES).optional(),
  channels: z.array(z.enum(CHANNELS)).max(CHANNELS.length).optional(),
});

export const CustomerUpdateBody = z.object({
  name: optional(text(MAX.name)),
  email: optional(email()),
  phone: optional(text(MAX.code)),
  pincode: optional(text(6).regex(/^\d{6}$/, 'serverText.pincodeSixDigits')),
  city: optional(text(MAX.name)),
  address: optional(text(MAX.line)),
  stateCode: optional(taxStateCode),
  gstin: optional(taxGstin),
  language: z.enum(MESSAGE_LANGUAGES).optional(),
  channels: z.array(z.enum(CHANNELS)).max(CHANNELS.length).optional(),
});

export type ComplaintCreateInput = z.output<typeof ComplaintCreateBody>;
export type BookingCreateInput = z.output<typeof BookingCreateBody>;
export type SpareRequestCreateInput = z.output<typeof SpareRequestCreateBody>;

/** PUT /api/service-bookings/:id/estimate (issue 30): the labour and the catalogue parts the visit needs. */
export const EstimateBody = z.object({
  labourCost: num({ min: 0, max: MAX_AMOUNT, message: 'serverText.estimateLabour' }),
  parts: z
    .array(z.object({ productId: id('serverText.estimatePart'), quantity: num({ min: 1, max: 10_000, int: true, message: 'serverText.estimatePartQuantity' }) }), says('serverText.estimatePart'))
    .max(PARTS_USED_MAX, says('serverText.tooManyParts'))
    .optional(),
});

/** The decision on an estimate: staff record the customer's answer by phone (with a note), or the customer on their link. */
export const EstimateDecisionBody = z.object({
  decision: oneOf(ESTIMATE_DECISIONS, 'serverText.estimateDecisionValues'),
  note: optional(text(MAX.line)),
});

/** POST /api/track/:token/estimate: the customer's decision on one visit's estimate. */
export const TrackEstimateBody = z.object({
  bookingId: id('serverText.estimateVisitRequired'),
  decision: oneOf(ESTIMATE_DECISIONS, 'serverText.estimateDecisionValues'),
});

/** POST /api/track/:token/feedback: a rating of 1 to 5 and a comment. */
export const FeedbackBody = z.object({
  rating: num({ min: RATING_MIN, max: RATING_MAX, int: true, message: 'serverText.feedbackRating' }),
  comment: optional(text(FEEDBACK_COMMENT_MAX)),
});
