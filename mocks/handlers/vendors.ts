// Vendors / third parties and coverage areas (spec part 1 section 7, part 2; DESIGN section 5).
import { http as rest } from 'msw';
import { db } from '../db';
import { api, v1, json, fail, readBody, authorize, audit, commit, numericId, findOr404, paged, queryOf } from './util';
import { AREA_DEFAULTS, clampRating, isCoverage, isValidPincode, splitList, VENDOR_DEFAULT_COMMISSION } from '../../src/domain/service';
import { isValidEmail } from '../../src/domain/auth';
import { roundPaise } from '../../src/domain/money';
import type { Area, Vendor } from '../types';

const contains = (hay: unknown, needle: string) => String(hay ?? '').toLowerCase().includes(needle.toLowerCase());

export const vendorHandlers = [
  rest.get(api('/vendor-assignments'), ({ request }) => {
    const ctx = authorize(request, 'vendors', 'list');
    const q = queryOf(request);
    let rows = ctx.t.vendors;
    const type = q.get('type');
    const active = q.get('isActive') ?? q.get('active');
    const city = q.get('city')?.trim();
    const spec = q.get('specialization')?.trim();
    if (type) rows = rows.filter((v) => v.type === type);
    if (active === 'true' || active === 'false') rows = rows.filter((v) => String(v.isActive) === active);
    if (city) rows = rows.filter((v) => contains(v.city, city));
    if (spec) rows = rows.filter((v) => v.specializations.some((s) => contains(s, spec)));
    const { data, total } = paged(rows, request);
    return json({ data, total });
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
    const body = await readBody(request);
    const name = String(body.name ?? '').trim();
    const email = String(body.email ?? '').trim();
    const phone = String(body.phone ?? '').trim();
    if (!name || !email || !phone) return fail(400, 'Please fill all required fields');
    if (!isValidEmail(email)) return fail(400, 'Please enter a valid email');
    const serviceAreas = splitList(body.serviceAreas);
    const badPin = serviceAreas.find((p) => !isValidPincode(p));
    if (badPin) return fail(400, `Service area ${badPin} is not a 6-digit pincode`);
    if (body.pincode && !isValidPincode(String(body.pincode))) return fail(400, 'Pincode must have exactly 6 digits');
    const commission = body.commissionPercentage === undefined || body.commissionPercentage === '' ? VENDOR_DEFAULT_COMMISSION : Number(body.commissionPercentage);
    if (!Number.isFinite(commission) || commission < 0 || commission > 100) return fail(400, 'Commission percentage must be between 0 and 100');
    const vendor: Vendor = {
      id: db.nextId('vendors'),
      name,
      type: body.type === 'vendor' ? 'vendor' : 'technician',
      email,
      phone,
      address: String(body.address ?? '').trim(),
      pincode: String(body.pincode ?? '').trim(),
      city: String(body.city ?? '').trim(),
      state: String(body.state ?? '').trim(),
      serviceAreas,
      specializations: splitList(body.specializations),
      commissionPercentage: commission,
      rating: clampRating(body.rating) ?? 0,
      isActive: true,
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
    const body = await readBody(request);
    if (body.rating !== undefined) {
      const r = clampRating(body.rating);
      if (r === null) return fail(400, 'The rating must be a number');
      vendor.rating = r;
    }
    if (body.isActive !== undefined) vendor.isActive = !!body.isActive;
    for (const k of ['name', 'email', 'phone', 'address', 'pincode', 'city', 'state'] as const) if (body[k] !== undefined) vendor[k] = String(body[k]).trim();
    if (body.serviceAreas !== undefined) vendor.serviceAreas = splitList(body.serviceAreas);
    if (body.specializations !== undefined) vendor.specializations = splitList(body.specializations);
    if (body.commissionPercentage !== undefined) vendor.commissionPercentage = Number(body.commissionPercentage) || 0;
    audit(ctx, 'vendor', vendor.id, body.isActive === undefined ? 'update' : body.isActive ? 'activate' : 'deactivate');
    return commit(json(vendor));
  }),

  // Areas
  rest.get(v1('/areas'), ({ request }) => {
    const ctx = authorize(request, 'areas', 'list');
    const q = queryOf(request);
    let rows = ctx.t.areas;
    const coverage = q.get('coverage');
    const state = q.get('state')?.trim();
    const city = q.get('city')?.trim();
    const active = q.get('active');
    if (coverage) rows = rows.filter((a) => a.coverage === coverage);
    if (state) rows = rows.filter((a) => contains(a.state, state));
    if (city) rows = rows.filter((a) => contains(a.city, city));
    if (active === 'true' || active === 'false') rows = rows.filter((a) => String(a.active) === active);
    // Areas are paged on the client (spec part 2): the whole list unless a page is asked for.
    return q.get('limit') ? json(paged(rows, request)) : json({ data: rows, total: rows.length });
  }),
  rest.post(v1('/areas'), async ({ request }) => {
    const ctx = authorize(request, 'areas', 'create');
    const body = await readBody(request);
    const city = String(body.city ?? '').trim();
    const pincode = String(body.pincode ?? '').trim();
    const state = String(body.state ?? '').trim();
    if (!city || !pincode || !state) return fail(400, 'Please fill all required fields');
    if (!isValidPincode(pincode)) return fail(400, 'Pincode must have exactly 6 digits');
    if (ctx.t.areas.some((a) => a.pincode === pincode)) return fail(409, `Pincode ${pincode} already has an area`);
    const coverage = body.coverage ?? AREA_DEFAULTS.coverage;
    if (!isCoverage(coverage)) return fail(400, 'Coverage must be full, partial or none');
    const area: Area = {
      id: db.nextId('areas'),
      city,
      pincode,
      state,
      region: String(body.region ?? '').trim(),
      coverage,
      serviceTypes: body.serviceTypes === undefined ? AREA_DEFAULTS.serviceTypes : splitList(body.serviceTypes),
      maxResponseTimeHours: Number(body.maxResponseTimeHours ?? AREA_DEFAULTS.maxResponseTimeHours),
      serviceCharge: Number(body.serviceCharge ?? AREA_DEFAULTS.serviceCharge),
      travelCharge: Number(body.travelCharge ?? AREA_DEFAULTS.travelCharge),
      active: body.active === undefined ? AREA_DEFAULTS.active : !!body.active,
      notes: String(body.notes ?? ''),
    };
    for (const k of ['maxResponseTimeHours', 'serviceCharge', 'travelCharge'] as const)
      if (!Number.isFinite(area[k]) || area[k] < 0) return fail(400, `${k} must be a number of 0 or more`);
    ctx.t.areas.push(area);
    audit(ctx, 'area', area.id, 'create');
    return commit(json(area, 201));
  }),
  rest.patch(v1('/areas/bulk-coverage'), async ({ request }) => {
    const ctx = authorize(request, 'areas', 'edit');
    const body = await readBody(request);
    const pincodes = splitList(body.pincodes);
    if (!pincodes.length || !body.coverage) return fail(400, 'Please provide pincodes and coverage type');
    if (!isCoverage(body.coverage)) return fail(400, 'Coverage must be full, partial or none');
    const updated: number[] = [];
    for (const a of ctx.t.areas) {
      if (pincodes.includes(a.pincode)) {
        a.coverage = body.coverage;
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
    const body = await readBody(request);
    if (body.coverage !== undefined && !isCoverage(body.coverage)) return fail(400, 'Coverage must be full, partial or none');
    if (body.pincode !== undefined && !isValidPincode(String(body.pincode))) return fail(400, 'Pincode must have exactly 6 digits');
    for (const k of ['city', 'state', 'region', 'notes', 'pincode'] as const) if (body[k] !== undefined) area[k] = String(body[k]).trim();
    if (body.coverage !== undefined) area.coverage = body.coverage;
    if (body.serviceTypes !== undefined) area.serviceTypes = splitList(body.serviceTypes);
    for (const k of ['maxResponseTimeHours', 'serviceCharge', 'travelCharge'] as const) if (body[k] !== undefined) area[k] = Number(body[k]) || 0;
    if (body.active !== undefined) area.active = !!body.active;
    audit(ctx, 'area', area.id, 'update');
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
