// Vendors / third parties and coverage areas (spec part 1 section 7, part 2;
// docs/architecture.md, "Paths the spec leaves open").
import { http as rest } from 'msw';
import { db, unwrapped } from '../db';
import { S } from './schemas';
import { api, v1, json, fail, parse, check, readBody, blanked, authorize, audit, auditUpdate, commit, numericId, findOr404, queryOf, listPage, type RequestContext } from './util';
import type { Condition } from '../../src/domain/listQuery';
import { AREA_DEFAULTS, clampRating, isValidPincode, splitList, VENDOR_DEFAULT_COMMISSION } from '../../src/domain/service';
import { isValidEmail } from '../../src/domain/auth';
import { roundPaise } from '../../src/domain/money';
import type { Area, Vendor } from '../types';

/** A vendor's email and service areas (spec part 1 section 7): the refusal the form shows, or undefined. */
const vendorProblem = (email: string | undefined, serviceAreas: string[] | undefined) => {
  if (email !== undefined && !isValidEmail(email)) return fail(400, 'serverText.validEmail');
  const badPin = serviceAreas?.find((p) => !isValidPincode(p));
  if (badPin) return fail(400, 'serverText.areaNotPincode', { pin: badPin });
  return undefined;
};

/** Copies the fields of `from` that are given onto `to`. */
const assignGiven = <T, K extends keyof T>(to: T, from: { [P in K]?: T[P] }, keys: readonly K[]) => {
  for (const k of keys) {
    const value = from[k];
    if (value !== undefined) to[k] = value;
  }
};

/** One area per pincode: the 409 when another area of the warehouse has it. */
const pincodeTaken = (ctx: RequestContext, pincode: string, self?: Area) =>
  ctx.t.areas.some((a) => a !== self && a.pincode === pincode) ? fail(409, 'serverText.pincodeHasArea', { pincode }) : undefined;

export const vendorHandlers = [
  rest.get(api('/vendor-assignments'), async ({ request }) => {
    const ctx = authorize(request, 'vendors', 'list');
    const q = queryOf(request);
    const type = q.get('type');
    const active = q.get('isActive') ?? q.get('active');
    const city = q.get('city')?.trim();
    const spec = q.get('specialization')?.trim();
    const where: Condition[] = [];
    if (type) where.push({ field: 'type', op: 'eq', value: type });
    if (active === 'true' || active === 'false') where.push({ field: 'isActive', op: 'eq', value: active === 'true' });
    if (city) where.push({ field: 'city', op: 'contains', value: city });
    if (spec) where.push({ field: 'specializations', op: 'anyContains', value: spec });
    // In the order they were added unless `sort`/`order` ask for another (domain/listSort.ts).
    return json(await listPage(ctx, 'vendors', 'vendors', request, where, { order: { sort: 'id', ascending: true } }));
  }),
  rest.get(api('/vendor-assignments/stats'), ({ request }) => {
    const ctx = authorize(request, 'vendors', 'list');
    const v = ctx.t.vendors;
    const rated = v.filter((x) => x.rating > 0);
    const vendorIds = new Set(v.map((x) => x.id));
    return json({
      totalVendors: v.length,
      activeVendors: v.filter((x) => x.isActive).length,
      averageRating: rated.length ? Math.round((rated.reduce((s, x) => s + x.rating, 0) / rated.length) * 10) / 10 : 0,
      totalBookings: ctx.t.bookings.filter((b) => b.assignedTechnicianId !== null && vendorIds.has(b.assignedTechnicianId)).length,
    });
  }),
  rest.get(api('/vendor-assignments/:id/performance'), ({ request, params }) => {
    const ctx = authorize(request, 'vendors', 'show');
    const vendor = findOr404(ctx.t.vendors, numericId(params.id as string), 'Vendor');
    const complaints = ctx.t.complaints.filter((c) => c.assignedVendorId === vendor.id);
    const bookings = ctx.t.bookings.filter((b) => b.assignedTechnicianId === vendor.id);
    const resolved = complaints.filter((c) => c.status === 'resolved' || c.status === 'closed').length;
    const jobs = complaints.length + bookings.length;
    const done = resolved + bookings.filter((b) => b.status === 'completed').length;
    const commissionEarned = roundPaise(ctx.t.commissions.filter((c) => c.vendorName === vendor.name).reduce((s, c) => s + c.amount, 0));
    return json({
      vendorId: vendor.id,
      totalJobs: jobs,
      completedJobs: done,
      resolutionRate: jobs ? Math.round((done / jobs) * 1000) / 10 : 0,
      averageRating: vendor.rating,
      commissionEarned,
    });
  }),
  rest.post(api('/vendor-assignments'), async ({ request }) => {
    const ctx = authorize(request, 'vendors', 'create');
    const body = await parse((s) => s.VendorCreateBody, request);
    const serviceAreas = splitList(body.serviceAreas);
    const problem = vendorProblem(body.email, serviceAreas);
    if (problem) return problem;
    const vendor: Vendor = {
      id: db.nextId('vendors'),
      name: body.name,
      type: body.type ?? 'technician',
      email: body.email,
      phone: body.phone,
      address: body.address ?? '',
      pincode: body.pincode ?? '',
      city: body.city ?? '',
      state: body.state ?? '',
      serviceAreas,
      specializations: splitList(body.specializations),
      commissionPercentage: body.commissionPercentage ?? VENDOR_DEFAULT_COMMISSION,
      rating: clampRating(body.rating) ?? 0,
      isActive: body.isActive ?? true,
      // Linking a sign-in account is not done through this call.
      userId: null,
      createdAt: new Date().toISOString(),
    };
    ctx.t.vendors.push(vendor);
    audit(ctx, 'vendor', vendor.id, 'create');
    return commit(json(vendor, 201));
  }),
  rest.get(api('/vendor-assignments/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'vendors', 'show');
    return json(findOr404(ctx.t.vendors, numericId(params.id as string), 'Vendor'));
  }),
  rest.put(api('/vendor-assignments/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'vendors', 'edit');
    const vendor = findOr404(ctx.t.vendors, numericId(params.id as string), 'Vendor');
    const raw = await readBody<unknown>(request);
    const body = check(S.VendorUpdateBody, raw);
    const serviceAreas = body.serviceAreas === undefined ? undefined : splitList(body.serviceAreas);
    const problem = vendorProblem(body.email, serviceAreas);
    if (problem) return problem;
    // The rating is clamped to its bounds (spec part 1 section 7).
    if (body.rating !== undefined) vendor.rating = clampRating(body.rating) ?? vendor.rating;
    if (body.isActive !== undefined) vendor.isActive = body.isActive;
    assignGiven(vendor, body, ['name', 'email', 'phone', 'address', 'pincode', 'city', 'state', 'type', 'commissionPercentage'] as const);
    for (const k of blanked(raw, ['address', 'pincode', 'city', 'state'] as const)) vendor[k] = '';
    if (serviceAreas) vendor.serviceAreas = serviceAreas;
    if (body.specializations !== undefined) vendor.specializations = splitList(body.specializations);
    audit(ctx, 'vendor', vendor.id, body.isActive === undefined ? 'update' : body.isActive ? 'activate' : 'deactivate');
    return commit(json(vendor));
  }),

  // Areas
  rest.get(v1('/areas'), async ({ request }) => {
    const ctx = authorize(request, 'areas', 'list');
    const q = queryOf(request);
    const coverage = q.get('coverage');
    const state = q.get('state')?.trim();
    const city = q.get('city')?.trim();
    const active = q.get('active');
    const where: Condition[] = [];
    if (coverage) where.push({ field: 'coverage', op: 'eq', value: coverage });
    if (state) where.push({ field: 'state', op: 'contains', value: state });
    if (city) where.push({ field: 'city', op: 'contains', value: city });
    if (active === 'true' || active === 'false') where.push({ field: 'active', op: 'eq', value: active === 'true' });
    // Areas are paged on the client (spec part 2): the whole list unless a page is asked for.
    const whole = !q.get('limit');
    const { data, total, page, limit } = await listPage(ctx, 'areas', null, request, where, { order: { sort: 'id', ascending: true }, whole });
    return json(whole ? { data, total } : { data, total, page, limit });
  }),
  rest.post(v1('/areas'), async ({ request }) => {
    const ctx = authorize(request, 'areas', 'create');
    const body = await parse((s) => s.AreaCreateBody, request);
    const taken = pincodeTaken(ctx, body.pincode);
    if (taken) return taken;
    const area: Area = {
      id: db.nextId('areas'),
      city: body.city,
      pincode: body.pincode,
      state: body.state,
      region: body.region ?? '',
      coverage: body.coverage ?? AREA_DEFAULTS.coverage,
      serviceTypes: body.serviceTypes === undefined ? AREA_DEFAULTS.serviceTypes : splitList(body.serviceTypes),
      maxResponseTimeHours: body.maxResponseTimeHours ?? AREA_DEFAULTS.maxResponseTimeHours,
      serviceCharge: body.serviceCharge ?? AREA_DEFAULTS.serviceCharge,
      travelCharge: body.travelCharge ?? AREA_DEFAULTS.travelCharge,
      active: body.active ?? AREA_DEFAULTS.active,
      notes: body.notes ?? '',
    };
    ctx.t.areas.push(area);
    audit(ctx, 'area', area.id, 'create');
    return commit(json(area, 201));
  }),
  rest.patch(v1('/areas/bulk-coverage'), async ({ request }) => {
    const ctx = authorize(request, 'areas', 'edit');
    const { pincodes: given, coverage } = await parse((s) => s.BulkCoverageBody, request);
    const pincodes = splitList(given);
    if (!pincodes.length) return fail(400, 'serverText.pincodesRequired');
    const updated: number[] = [];
    for (const a of ctx.t.areas) {
      if (pincodes.includes(a.pincode)) {
        a.coverage = coverage;
        updated.push(a.id);
        audit(ctx, 'area', a.id, 'coverage');
      }
    }
    const missing = pincodes.filter((p) => !ctx.t.areas.some((a) => a.pincode === p));
    return commit(json({ updated: updated.length, ids: updated, missing }));
  }),
  // One area: its page (the performance over the list) and references to it.
  rest.get(v1('/areas/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'areas', 'show');
    return json(findOr404(ctx.t.areas, numericId(params.id as string), 'Area'));
  }),
  rest.put(v1('/areas/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'areas', 'edit');
    const area = findOr404(ctx.t.areas, numericId(params.id as string), 'Area');
    const before = structuredClone(unwrapped(area));
    const raw = await readBody<unknown>(request);
    const body = check(S.AreaUpdateBody, raw);
    const taken = body.pincode === undefined ? undefined : pincodeTaken(ctx, body.pincode, area);
    if (taken) return taken;
    assignGiven(area, body, ['city', 'state', 'region', 'notes', 'pincode', 'coverage', 'maxResponseTimeHours', 'serviceCharge', 'travelCharge', 'active'] as const);
    for (const k of blanked(raw, ['region', 'notes'] as const)) area[k] = '';
    if (body.serviceTypes !== undefined) area.serviceTypes = splitList(body.serviceTypes);
    auditUpdate(ctx, 'area', area, before);
    return commit(json(area));
  }),
  rest.get(v1('/areas/:id/performance'), ({ request, params }) => {
    const ctx = authorize(request, 'areas', 'show');
    const area = findOr404(ctx.t.areas, numericId(params.id as string), 'Area');
    const customers = new Set(ctx.t.customers.filter((c) => c.pincode === area.pincode).map((c) => c.id));
    const complaints = ctx.t.complaints.filter((c) => customers.has(c.customerId));
    const resolved = complaints.filter((c) => c.status === 'resolved' || c.status === 'closed').length;
    const vendors = ctx.t.vendors.filter((v) => v.isActive && v.serviceAreas.includes(area.pincode)).length;
    return json({ areaId: area.id, pincode: area.pincode, totalComplaints: complaints.length, resolvedComplaints: resolved, resolutionRate: complaints.length ? Math.round((resolved / complaints.length) * 1000) / 10 : 0, activeVendors: vendors, maxResponseTimeHours: area.maxResponseTimeHours });
  }),
];
