// Users and customers.
import { http as rest } from 'msw';
import { db } from '../db';
import { api, v1, json, fail, authorize, audit, commit, numericId, findOr404, paged, queryOf, readBody, publicUser, sorted } from './util';
import { normalizeRole } from '../../src/domain/access';
import { isValidEmail } from '../../src/domain/auth';

const contains = (hay: unknown, needle: string) => String(hay ?? '').toLowerCase().includes(needle.toLowerCase());

export const peopleHandlers = [
  rest.get(api('/users'), ({ request }) => {
    const ctx = authorize(request, 'users', 'list');
    const q = queryOf(request);
    const role = q.get('role')?.trim();
    const search = q.get('search')?.trim();
    let rows = db.state.users.filter((u) => ctx.role === 'super_admin' ? String(u.tenantId ?? ctx.tenantId) === ctx.tenantId || u.tenantId === null : String(u.tenantId) === ctx.tenantId);
    if (role) rows = rows.filter((u) => contains(u.role, role.toLowerCase().replace(/\s+/g, '_')));
    if (search) rows = rows.filter((u) => contains(u.email, search) || contains(`${u.firstName} ${u.lastName}`, search));
    const { data, total } = paged(sorted(rows, request, 'id').reverse(), request);
    return json({ data: data.map(publicUser), total });
  }),
  rest.get(api('/users/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'users', 'show');
    const u = findOr404(db.state.users, numericId(params.id as string), 'User');
    if (ctx.role !== 'super_admin' && String(u.tenantId) !== ctx.tenantId) return fail(404, `User #${u.id} not found`);
    return json(publicUser(u));
  }),
  rest.put(api('/users/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'users', 'edit');
    const u = findOr404(db.state.users, numericId(params.id as string), 'User');
    if (ctx.role !== 'super_admin' && String(u.tenantId) !== ctx.tenantId) return fail(404, `User #${u.id} not found`);
    if (u.role === 'super_admin' && ctx.role !== 'super_admin') return fail(403, 'Only a super admin can change a super admin');
    const body = await readBody(request);
    if (body.email !== undefined && !isValidEmail(String(body.email))) return fail(400, 'A valid email is required');
    if (body.role !== undefined && normalizeRole(body.role) === 'super_admin' && ctx.role !== 'super_admin') return fail(403, 'Only a super admin can grant super admin');
    for (const k of ['email', 'firstName', 'lastName'] as const) if (body[k] !== undefined) u[k] = String(body[k]).trim();
    if (body.role !== undefined) u.role = normalizeRole(body.role);
    if (body.isActive !== undefined) u.isActive = !!body.isActive;
    audit(ctx, 'user', u.id, 'update');
    return commit(json(publicUser(u)));
  }),
  rest.delete(api('/users/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'users', 'delete');
    const u = findOr404(db.state.users, numericId(params.id as string), 'User');
    if (ctx.role !== 'super_admin' && String(u.tenantId) !== ctx.tenantId) return fail(404, `User #${u.id} not found`);
    if (u.id === ctx.user.id) return fail(409, 'You cannot deactivate yourself');
    if (u.role === 'super_admin' && ctx.role !== 'super_admin') return fail(403, 'Only a super admin can deactivate a super admin');
    // Deactivate rather than erase: audit rows and complaints still point at the user.
    u.isActive = false;
    audit(ctx, 'user', u.id, 'deactivate');
    return commit(json(publicUser(u)));
  }),

  rest.get(v1('/customers'), ({ request }) => {
    const ctx = authorize(request, 'customers', 'list');
    const search = queryOf(request).get('search')?.trim();
    let rows = ctx.t.customers;
    if (search) rows = rows.filter((c) => contains(c.name, search) || contains(c.email, search) || contains(c.phone, search) || c.pincode === search || String(c.id) === search);
    const { data, total } = paged([...rows].sort((a, b) => a.name.localeCompare(b.name)), request);
    return json({ data, total });
  }),
  rest.get(v1('/customers/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'customers', 'show');
    return json(findOr404(ctx.t.customers, numericId(params.id as string), 'Customer'));
  }),

];
