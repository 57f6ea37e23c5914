// Technician suggestions for the assign dialog (issue 12 item 6): GET /v1/service/bookings/:id/technician-suggestions.
import { http as rest } from 'msw';
import { suggestTechnicians } from '../../src/domain/technicianSuggestions';
import { v1, json, authorize, numericId, findOr404 } from './util';

export const suggestionHandlers = [
  rest.get(v1('/service/bookings/:id/technician-suggestions'), ({ request, params }) => {
    // Who may assign may ask whom to assign.
    const ctx = authorize(request, 'bookings', 'assign');
    const booking = findOr404(ctx.t.bookings, numericId(params.id as string), 'Booking');
    const complaint = ctx.t.complaints.find((c) => c.id === booking.complaintId);
    const customer = complaint ? ctx.t.customers.find((c) => c.id === complaint.customerId) : undefined;
    const pincode = customer?.pincode ?? null;
    return json({
      bookingId: booking.id,
      pincode,
      scheduledDate: booking.scheduledDate,
      scheduledTime: booking.scheduledTime,
      technicians: suggestTechnicians({ booking, pincode, technicians: ctx.t.vendors, bookings: ctx.t.bookings, leaveDays: ctx.t.leaveDays ?? [] }),
    });
  }),
];
