// Tenants (warehouses) and roles with their permission matrix (spec part 1 section 7; DESIGN section 7).
import { http as rest } from 'msw';
import { db } from '../db';
import { api, v1, json, fail, readBody, authorize, audit, commit, deleteRow, rowHandler, numericId, findOr404, paged } from './util';
import { ACTIONS, RESOURCES, isBuiltInRole, type PermissionMatrix } from '../../src/domain/access';
import { isValidEmail } from '../../src/domain/auth';
import { emptyTenantData } from '../seed';
import type { Tenant } from '../types';

const PLANS = ['free', 'basic', 'premium', 'enterprise'];

const cleanMatrix = (raw: unknown): PermissionMatrix => {
  if (!raw || typeof raw !== 'object') throw fail(400, 'permissions must be an object of screen -> actions');
  const out: PermissionMatrix = {};
  for (const [resource, actions] of Object.entries(raw as Record<string, unknown>)) {
    if (!(RESOURCES as readonly string[]).includes(resource)) throw fail(400, `Unknown screen "${resource}"`);
    if (!Array.isArray(actions) || actions.some((a) => !(ACTIONS as readonly string[]).includes(a))) throw fail(400, `Unknown action for "${resource}"`);
    (out as any)[resource] = [...new Set(actions)];
  }
  return out;
};

export const adminHandlers = [
  rest.get(api('/tenants'), ({ request }) => {
    const ctx = authorize(request, 'tenants', 'list');
    void ctx;
    return json(paged([...db.state.tenants], request));
  }),
  rest.get(api('/tenants/:id'), ({ request, params }) => {
    authorize(request, 'tenants', 'show');
    return json(findOr404(db.state.tenants, numericId(params.id as string), 'Tenant'));
  }),
  rest.post(api('/tenants'), async ({ request }) => {
    const ctx = authorize(request, 'tenants', 'create');
    const body = await readBody(request);
    const name = String(body.name ?? '').trim();
    const subdomain = String(body.subdomain ?? '').trim().toLowerCase();
    if (!name || !subdomain || !body.plan) return fail(400, 'Please fill all fields');
    if (!/^[a-z0-9-]+$/.test(subdomain)) return fail(400, 'Subdomain may hold lowercase letters, digits and hyphens only');
    if (!PLANS.includes(body.plan)) return fail(400, 'Plan must be free, basic, premium or enterprise');
    if (db.state.tenants.some((t) => t.subdomain === subdomain)) return fail(409, `Subdomain ${subdomain} is taken`);
    if (body.contactEmail && !isValidEmail(String(body.contactEmail))) return fail(400, 'Contact email is not valid');
    const status = body.status === 'inactive' ? 'inactive' : 'active';
    const tenant: Tenant = { id: db.nextId('tenants'), name, subdomain, plan: body.plan, status, isActive: status === 'active', description: String(body.description ?? ''), contactEmail: String(body.contactEmail ?? ''), contactPhone: String(body.contactPhone ?? ''), createdAt: new Date().toISOString() };
    db.state.tenants.push(tenant);
    db.state.data[String(tenant.id)] = emptyTenantData();
    audit(ctx, 'tenant', tenant.id, 'create');
    return commit(json(tenant, 201));
  }),
  rest.put(api('/tenants/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'tenants', 'edit');
    const tenant = findOr404(db.state.tenants, numericId(params.id as string), 'Tenant');
    const body = await readBody(request);
    if (body.plan !== undefined && !PLANS.includes(body.plan)) return fail(400, 'Plan must be free, basic, premium or enterprise');
    // Check first, then write: a refused request changes nothing.
    if (body.name !== undefined && !String(body.name).trim()) return fail(400, 'Please fill all fields');
    if (body.contactEmail && !isValidEmail(String(body.contactEmail))) return fail(400, 'Contact email is not valid');
    for (const k of ['name', 'description', 'contactEmail', 'contactPhone'] as const) if (body[k] !== undefined) tenant[k] = String(body[k]).trim();
    if (body.plan !== undefined) tenant.plan = body.plan;
    if (body.status !== undefined || body.isActive !== undefined) {
      const active = body.status !== undefined ? body.status === 'active' : !!body.isActive;
      tenant.status = active ? 'active' : 'inactive';
      tenant.isActive = active;
    }
    audit(ctx, 'tenant', tenant.id, 'update');
    return commit(json(tenant));
  }),
  rowHandler(
    'delete',
    api('/tenants/:id'),
    { resource: 'tenants', action: 'delete', rows: () => db.state.tenants, what: 'Tenant', entity: 'tenant', auditAction: 'deactivate' },
    (tenant) => {
      // Deactivated, not erased: the warehouse's records stay readable.
      tenant.status = 'inactive';
      tenant.isActive = false;
    },
  ),

  rest.get(v1('/roles/menus/tree'), ({ request }) => {
    authorize(request, 'roles', 'list');
    return json(RESOURCES.map((r) => ({ id: r, label: r, actions: ACTIONS })));
  }),
  rest.get(v1('/roles'), ({ request }) => {
    authorize(request, 'roles', 'list');
    return json(paged(db.state.roles, request));
  }),
  rest.get(v1('/roles/:id'), ({ request, params }) => {
    authorize(request, 'roles', 'show');
    return json(findOr404(db.state.roles, numericId(params.id as string), 'Role'));
  }),
  rest.post(v1('/roles'), async ({ request }) => {
    const ctx = authorize(request, 'roles', 'create');
    const body = await readBody(request);
    const name = String(body.name ?? '').trim();
    if (!name) return fail(400, 'Role name is required');
    if (db.state.roles.some((r) => r.name.toLowerCase() === name.toLowerCase())) return fail(409, `Role ${name} already exists`);
    const role = { id: db.nextId('roles'), name, description: String(body.description ?? ''), scope: body.scope === 'global' ? 'global' : 'tenant', isActive: body.isActive === undefined ? true : !!body.isActive, permissions: body.permissions ? cleanMatrix(body.permissions) : {} };
    db.state.roles.push(role);
    audit(ctx, 'role', role.id, 'create');
    return commit(json(role, 201));
  }),
  rest.put(v1('/roles/:id/permissions'), async ({ request, params }) => {
    const ctx = authorize(request, 'roles', 'edit');
    const role = findOr404(db.state.roles, numericId(params.id as string), 'Role');
    const body = await readBody(request);
    if (role.name === 'super_admin') return fail(409, 'The super admin keeps every permission');
    role.permissions = cleanMatrix(body.permissions ?? body);
    audit(ctx, 'role', role.id, 'permissions');
    return commit(json(role));
  }),
  rest.put(v1('/roles/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'roles', 'edit');
    const role = findOr404(db.state.roles, numericId(params.id as string), 'Role');
    const body = await readBody(request);
    if (body.name !== undefined && !String(body.name).trim()) return fail(400, 'Role name is required');
    for (const k of ['name', 'description'] as const) if (body[k] !== undefined) role[k] = String(body[k]).trim();
    if (body.scope !== undefined) role.scope = body.scope === 'global' ? 'global' : 'tenant';
    if (body.isActive !== undefined) role.isActive = !!body.isActive;
    audit(ctx, 'role', role.id, 'update');
    return commit(json(role));
  }),
  deleteRow(v1('/roles/:id'), {
    resource: 'roles',
    rows: () => db.state.roles,
    what: 'Role',
    entity: 'role',
    refuse: (role) =>
      isBuiltInRole(role.name) ? fail(409, `The built-in role ${role.name} cannot be deleted`) : undefined,
  }),
];
