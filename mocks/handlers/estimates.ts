// A visit's estimate (issue 30; src/domain/estimates.ts; docs/architecture.md, "Customer messages"):
// staff price the labour and the catalogue parts with GST (as the job's invoice would be), the customer
// hears of it with their link, and either decides there (mocks/handlers/customerMessages.ts) or staff
// record the answer they took on the phone, with who and when.
import { http as rest } from 'msw';
import { api, audit, authorize, commit, fail, findOr404, json, numericId, parse } from './util';
import { invoiceParties } from './taxParties';
import { queueCustomerMessages } from './customerMessages';
import { draftInvoice } from '../../src/domain/jobCompletion';
import { decided, estimateDecisionRefusal, estimateVisitRefusal } from '../../src/domain/estimates';
import { formatINR } from '../../src/domain/money';

export const estimateHandlers = [
  rest.put(api('/service-bookings/:id/estimate'), async ({ request, params }) => {
    const ctx = authorize(request, 'bookings', 'edit');
    const booking = findOr404(ctx.t.bookings, numericId(params.id as string), 'Booking');
    const body = await parse((s) => s.EstimateBody, request);
    const visitRefusal = estimateVisitRefusal(booking.status);
    if (visitRefusal) return fail(409, visitRefusal, { id: booking.id, status: booking.status });
    const complaint = ctx.t.complaints.find((c) => c.id === booking.complaintId);
    // Under warranty the customer pays nothing: there is nothing to approve.
    if (!complaint || complaint.isUnderWarranty) return fail(409, 'serverText.estimateUnderWarranty', { id: booking.id });
    const parts = (body.parts ?? []).map(({ productId, quantity }) => {
      const product = ctx.t.products.find((p) => p.id === productId);
      if (!product) throw fail(400, 'serverText.productNotFound', { id: productId });
      return { product, quantity };
    });
    const priced = draftInvoice({ actualCost: body.labourCost, serviceType: booking.serviceType, parts, underWarranty: false, ...invoiceParties(ctx, complaint.customerId) });
    booking.estimate = {
      labourCost: priced.labourCost,
      parts: (body.parts ?? []).map(({ productId, quantity }) => ({ productId, quantity })),
      lineItems: priced.lineItems.map(({ description, quantity, unitPrice, gstRate, amount }) => ({ description, quantity, unitPrice, gstRate, amount })),
      subtotal: priced.subtotal,
      taxAmount: priced.taxAmount,
      totalAmount: priced.totalAmount,
      status: 'pending',
      createdAt: new Date().toISOString(),
      decidedAt: null,
      decidedBy: null,
    };
    audit(ctx, 'booking', booking.id, 'estimate');
    await queueCustomerMessages(ctx, 'estimateReady', complaint, { amount: formatINR(priced.totalAmount) });
    return commit(json(booking));
  }),
  // The customer's answer taken on the phone: recorded with who took it and when.
  rest.patch(api('/service-bookings/:id/estimate/decision'), async ({ request, params }) => {
    const ctx = authorize(request, 'bookings', 'edit');
    const booking = findOr404(ctx.t.bookings, numericId(params.id as string), 'Booking');
    const body = await parse((s) => s.EstimateDecisionBody, request);
    const refused = estimateDecisionRefusal(booking.estimate);
    if (refused) return fail(409, refused, { id: booking.id });
    booking.estimate = decided(booking.estimate!, body.decision, { kind: 'staff', userId: ctx.user.id, via: 'phone', ...(body.note ? { note: body.note } : {}) }, new Date());
    audit(ctx, 'booking', booking.id, `estimate-${body.decision}`);
    return commit(json(booking));
  }),
];
