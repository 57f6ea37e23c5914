// Users and customers.
import { http as rest } from 'msw';
import { db, unwrapped } from '../db';
import { api, v1, json, fail, authorize, audit, auditUpdate, commit, numericId, findOr404, paged, queryOf, parse, publicUser, sorted, readBody, check, blanked, listPage, idIs } from './util';
import type { Condition } from '../../src/domain/listQuery';
import { S } from './schemas';
import { taxIdentityProblem } from '../../src/domain/taxIdentity';
import { normalizeRole, type Role } from '../../src/domain/access';
import type { Customer, User } from '../types';
import { customerWithPhone, phoneSearch } from '../../src/domain/customers';

const contains = (hay: unknown, needle: string) => String(hay ?? '').toLowerCase().includes(needle.toLowerCase());

/** An active super admin with no other active super admin beside it. */
const isLastSuperAdmin = (u: User) =>
  u.isActive && normalizeRole(u.role) === 'super_admin' && !db.state.users.some((o) => o.id !== u.id && o.isActive && normalizeRole(o.role) === 'super_admin');

/**
 * The customer record a customer account is linked to (what it may see): null unlinks; else a
 * customer of the account's warehouse (400 otherwise), and only for a customer account (409).
 */
const linkedCustomer = (u: User, id: number | null, role: Role): number | null | Response => {
  if (id === null) return null;
  if (role !== 'customer') return fail(409, 'serverText.onlyCustomerLinked');
  const exists = u.tenantId !== null && db.state.data[String(u.tenantId)]?.customers.some((c) => c.id === id);
  return exists ? id : fail(400, 'serverText.customerNotInWarehouse', { id: String(id) });
};

export const peopleHandlers = [
  rest.get(api('/users'), ({ request }) => {
    const ctx = authorize(request, 'users', 'list');
    const q = queryOf(request);
    const role = q.get('role')?.trim();
    const search = q.get('search')?.trim();
    let rows = db.state.users.filter((u) => ctx.role === 'super_admin' ? String(u.tenantId ?? ctx.tenantId) === ctx.tenantId || u.tenantId === null : String(u.tenantId) === ctx.tenantId);
    if (role) rows = rows.filter((u) => contains(u.role, role.toLowerCase().replace(/\s+/g, '_')));
    if (search) rows = rows.filter((u) => contains(u.email, search) || contains(`${u.firstName} ${u.lastName}`, search));
    // In the order asked (`sort`/`order`, domain/listSort.ts), else oldest first as created.
    const { data, total } = paged(q.get('sort') ? sorted(rows, request, 'users') : rows, request);
    return json({ data: data.map(publicUser), total });
  }),
  rest.get(api('/users/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'users', 'show');
    const u = findOr404(db.state.users, numericId(params.id as string), 'User');
    if (ctx.role !== 'super_admin' && String(u.tenantId) !== ctx.tenantId) return fail(404, 'serverText.notFound', { what: 'User', id: u.id });
    return json(publicUser(u));
  }),
  rest.put(api('/users/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'users', 'edit');
    const u = findOr404(db.state.users, numericId(params.id as string), 'User');
    if (ctx.role !== 'super_admin' && String(u.tenantId) !== ctx.tenantId) return fail(404, 'serverText.notFound', { what: 'User', id: u.id });
    if (u.role === 'super_admin' && ctx.role !== 'super_admin') return fail(403, 'serverText.onlySuperChangesSuper');
    // Check everything first, then write: a refused request changes nothing.
    const body = await parse((s) => s.UserUpdateBody, request);
    const { email } = body;
    if (email !== undefined && db.state.users.some((o) => o.id !== u.id && o.email.toLowerCase() === email.toLowerCase())) return fail(409, 'serverText.emailTaken');
    const role = body.role !== undefined ? normalizeRole(body.role) : undefined;
    if (role === 'super_admin' && ctx.role !== 'super_admin') return fail(403, 'serverText.onlySuperGrantsSuper');
    const { isActive } = body;
    if (isLastSuperAdmin(u) && ((role !== undefined && role !== 'super_admin') || isActive === false)) return fail(409, 'serverText.lastSuperAdmin');
    const customerId = body.customerId !== undefined ? linkedCustomer(u, body.customerId, role ?? normalizeRole(u.role)) : undefined;
    if (customerId instanceof Response) return customerId;
    const before = structuredClone(unwrapped(u));
    if (email !== undefined) u.email = email;
    for (const k of ['firstName', 'lastName'] as const) if (body[k] !== undefined) u[k] = body[k];
    if (role !== undefined) u.role = role;
    if (isActive !== undefined) u.isActive = isActive;
    if (customerId !== undefined) u.customerId = customerId;
    auditUpdate(ctx, 'user', u, before);
    return commit(json(publicUser(u)));
  }),
  rest.delete(api('/users/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'users', 'delete');
    const u = findOr404(db.state.users, numericId(params.id as string), 'User');
    if (ctx.role !== 'super_admin' && String(u.tenantId) !== ctx.tenantId) return fail(404, 'serverText.notFound', { what: 'User', id: u.id });
    if (u.id === ctx.user.id) return fail(409, 'serverText.cannotDeactivateSelf');
    if (u.role === 'super_admin' && ctx.role !== 'super_admin') return fail(403, 'serverText.onlySuperDeactivatesSuper');
    if (isLastSuperAdmin(u)) return fail(409, 'serverText.lastSuperAdmin');
    // Deactivate rather than erase: audit rows and complaints still point at the user.
    u.isActive = false;
    audit(ctx, 'user', u.id, 'deactivate');
    return commit(json(publicUser(u)));
  }),

  rest.get(v1('/customers'), async ({ request }) => {
    const ctx = authorize(request, 'customers', 'list');
    const search = queryOf(request).get('search')?.trim();
    const where: Condition[] = [];
    // A name, email or phone (part of it; a phone however it is typed), the pincode, or the customer's id.
    if (search) {
      const digits = phoneSearch(search);
      where.push({
        op: 'or',
        any: [
          [{ field: 'name', op: 'contains', value: search }],
          [{ field: 'email', op: 'contains', value: search }],
          [digits ? { field: 'phone', op: 'digitsContain', value: digits } : { field: 'phone', op: 'contains', value: search }],
          [{ field: 'pincode', op: 'eq', value: search }],
          [idIs('id', search)],
        ],
      });
    }
    // By name (A to Z) unless `sort`/`order` ask for another order (domain/listSort.ts).
    return json(await listPage(ctx, 'customers', 'customers', request, where, { order: { sort: 'name', ascending: true } }));
  }),
  // A new caller (issue 27): refused with 409 when a customer already has the phone number, so the
  // console offers that customer instead of a second record of the same person.
  rest.post(v1('/customers'), async ({ request }) => {
    const ctx = authorize(request, 'customers', 'create');
    const body = await parse((s) => s.CustomerCreateBody, request);
    const taken = customerWithPhone(ctx.t.customers, body.phone);
    if (taken) return fail(409, 'serverText.customerPhoneUsed', { phone: body.phone, name: taken.name, id: taken.id });
    const stateCode = body.stateCode ?? null;
    const gstin = body.gstin ?? null;
    const taxProblem = taxIdentityProblem({ stateCode, gstin });
    if (taxProblem) return fail(400, taxProblem);
    const row: Customer = {
      id: db.nextId('customers'),
      name: body.name,
      email: body.email ?? '',
      phone: body.phone,
      pincode: body.pincode,
      city: body.city ?? '',
      address: body.address ?? '',
      stateCode,
      gstin,
      ...(body.language ? { language: body.language } : {}),
      ...(body.channels?.length ? { channels: body.channels } : {}),
      createdAt: new Date().toISOString(),
    };
    ctx.t.customers.push(row);
    audit(ctx, 'customer', row.id, 'create');
    return commit(json(row, 201));
  }),
  rest.get(v1('/customers/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'customers', 'show');
    return json(findOr404(ctx.t.customers, numericId(params.id as string), 'Customer'));
  }),
  // An extension (issue 15): contact details and the tax identity (address, state, GSTIN) of a customer.
  rest.put(v1('/customers/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'customers', 'edit');
    const customer = findOr404(ctx.t.customers, numericId(params.id as string), 'Customer');
    const raw = await readBody<unknown>(request);
    // Check first, then write: a refused request changes nothing.
    const body = check(S.CustomerUpdateBody, raw);
    const before = structuredClone(unwrapped(customer));
    const gstin = blanked(raw, ['gstin']).length ? null : (body.gstin ?? customer.gstin ?? null);
    const stateCode = blanked(raw, ['stateCode']).length ? null : (body.stateCode ?? customer.stateCode ?? null);
    const taxProblem = taxIdentityProblem({ stateCode, gstin });
    if (taxProblem) return fail(400, taxProblem);
    for (const k of blanked(raw, ['address', 'city'] as const)) customer[k] = '';
    for (const k of ['name', 'email', 'phone', 'pincode', 'city', 'address'] as const) if (body[k] !== undefined) customer[k] = body[k];
    customer.stateCode = stateCode;
    customer.gstin = gstin;
    if (body.language) customer.language = body.language;
    // An empty list goes back to the default channels (src/domain/customerMessages.ts).
    if (body.channels) {
      if (body.channels.length) customer.channels = [...new Set(body.channels)];
      else delete customer.channels;
    }
    auditUpdate(ctx, 'customer', customer, before);
    return commit(json(customer));
  }),

];
