// Warranty claims (issue 15 scope 6): raised by a job completion under warranty (raiseWarrantyClaim,
// called from ./bookingCompletion.ts), listed, read, and moved open -> submitted -> settled | rejected
// (src/domain/warrantyClaims.ts; a refused move is a 409 with its text). Every write is audited.
import { http as rest } from 'msw';
import { db } from '../db';
import { api, json, fail, authorize, audit, commit, numericId, findOr404, queryOf, parse, listPage, type RequestContext } from './util';
import type { Condition } from '../../src/domain/listQuery';
import { claimFromJob, claimMoveRefusal } from '../../src/domain/warrantyClaims';
import type { Booking, Complaint, WarrantyClaim } from '../types';

/**
 * The claim of a job completed under warranty (none out of warranty): against the brand of the
 * complaint's product, labour = the booking's actual cost, parts at catalogue price. Audited.
 */
export const raiseWarrantyClaim = (
  ctx: RequestContext,
  complaint: Complaint | undefined,
  booking: Booking,
  cost: { partsCost: number; labourCost: number },
  at = new Date().toISOString(),
): WarrantyClaim | null => {
  if (!complaint) return null;
  const draft = claimFromJob({
    complaint,
    booking,
    product: ctx.t.products.find((p) => p.id === complaint.productId),
    registration: ctx.t.registrations.find((r) => r.id === complaint.productRegistrationId),
    ...cost,
  });
  if (!draft) return null;
  const claim: WarrantyClaim = { id: db.nextId('warrantyClaims'), ...draft, createdAt: at };
  (ctx.t.warrantyClaims ??= []).push(claim);
  audit(ctx, 'warranty_claim', claim.id, `create: booking #${booking.id}`);
  return claim;
};

const claimsOf = (ctx: RequestContext): WarrantyClaim[] => (ctx.t.warrantyClaims ??= []);

export const warrantyClaimHandlers = [
  // Newest first; filters: status, brand (exact, any case), q / search (serial number contains).
  rest.get(api('/warranty-claims'), async ({ request }) => {
    const ctx = authorize(request, 'warranty-claims', 'list');
    const query = queryOf(request);
    const status = query.get('status')?.trim();
    const brand = query.get('brand')?.trim();
    const q = (query.get('q') ?? query.get('search'))?.trim();
    const where: Condition[] = [];
    if (status) where.push({ field: 'status', op: 'eq', value: status });
    if (brand) where.push({ field: 'brand', op: 'ieq', value: brand });
    if (q) where.push({ field: 'serialNo', op: 'contains', value: q });
    // Data stored before claims existed has no collection yet: made empty first.
    claimsOf(ctx);
    return json(await listPage(ctx, 'warrantyClaims', 'warrantyClaims', request, where));
  }),
  rest.get(api('/warranty-claims/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'warranty-claims', 'show');
    return json(findOr404(claimsOf(ctx), numericId(params.id as string), 'Warranty claim'));
  }),
  rest.put(api('/warranty-claims/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'warranty-claims', 'edit');
    const claim = findOr404(claimsOf(ctx), numericId(params.id as string), 'Warranty claim');
    const { status } = await parse((s) => s.WarrantyClaimUpdateBody, request);
    const refusal = claimMoveRefusal(claim.status, status);
    if (refusal) return fail(409, refusal);
    const from = claim.status;
    claim.status = status;
    audit(ctx, 'warranty_claim', claim.id, `status: ${from} -> ${status}`);
    return commit(json(claim));
  }),
];
