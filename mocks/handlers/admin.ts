// Tenants (warehouses) and roles with their permission matrix (spec part 1 section 7;
// docs/architecture.md, "Roles and access").
import { http as rest } from 'msw';
import { db, unwrapped } from '../db';
import { api, v1, json, fail, readBody, authorize, audit, auditUpdate, commit, deleteRow, rowHandler, numericId, findOr404, paged, parse, check, blanked } from './util';
import { S } from './schemas';
import { RESOURCES, ACTIONS, cleanPermissions, isBuiltInRole, type PermissionMatrix } from '../../src/domain/access';
import { emptyTenantData } from '../seed';
import { taxIdentityProblem } from '../../src/domain/taxIdentity';
import type { Tenant } from '../types';

/** The matrix of a checked body (known screens and actions only): each screen's actions once, in order. */
const matrixOf = (checked: object): PermissionMatrix => cleanPermissions(checked) ?? {};

const TENANT_TEXT = ['description', 'contactEmail', 'contactPhone', 'legalName', 'address'] as const;

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
    const body = await parse((s) => s.TenantCreateBody, request);
    const subdomain = body.subdomain.toLowerCase();
    if (!/^[a-z0-9-]+$/.test(subdomain)) return fail(400, 'serverText.subdomainChars');
    if (db.state.tenants.some((t) => t.subdomain === subdomain)) return fail(409, 'serverText.subdomainTaken', { subdomain });
    const taxProblem = taxIdentityProblem(body);
    if (taxProblem) return fail(400, taxProblem);
    const status = body.status ?? 'active';
    const tenant: Tenant = { id: db.nextId('tenants'), name: body.name, subdomain, plan: body.plan, status, isActive: status === 'active', description: body.description ?? '', contactEmail: body.contactEmail ?? '', contactPhone: body.contactPhone ?? '', legalName: body.legalName ?? '', address: body.address ?? '', stateCode: body.stateCode ?? null, gstin: body.gstin ?? null, upiVpa: body.upiVpa?.trim() || null, createdAt: new Date().toISOString() };
    db.state.tenants.push(tenant);
    db.state.data[String(tenant.id)] = emptyTenantData();
    // Into the request's warehouse's log; the first warehouse of a new server logs its own creation.
    audit(db.state.tenants.some((t) => String(t.id) === ctx.tenantId) ? ctx : { ...ctx, t: db.tenant(tenant.id) }, 'tenant', tenant.id, 'create');
    return commit(json(tenant, 201));
  }),
  rest.put(api('/tenants/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'tenants', 'edit');
    const tenant = findOr404(db.state.tenants, numericId(params.id as string), 'Tenant');
    const before = structuredClone(unwrapped(tenant));
    const raw = await readBody<unknown>(request);
    // Check first, then write: a refused request changes nothing.
    const body = check(S.TenantUpdateBody, raw);
    // The GSTIN must belong to the state, each sent or kept; a blank one clears it (issue 15).
    const gstin = blanked(raw, ['gstin']).length ? null : (body.gstin ?? tenant.gstin ?? null);
    const stateCode = blanked(raw, ['stateCode']).length ? null : (body.stateCode ?? tenant.stateCode ?? null);
    const taxProblem = taxIdentityProblem({ stateCode, gstin });
    if (taxProblem) return fail(400, taxProblem);
    for (const k of blanked(raw, TENANT_TEXT)) tenant[k] = '';
    tenant.stateCode = stateCode;
    tenant.gstin = gstin;
    // A blank UPI id clears it (no QR code on the job links then).
    if (blanked(raw, ['upiVpa']).length) tenant.upiVpa = null;
    else if (body.upiVpa !== undefined) tenant.upiVpa = body.upiVpa.trim();
    for (const k of ['name', ...TENANT_TEXT] as const) if (body[k] !== undefined) tenant[k] = body[k];
    if (body.plan !== undefined) tenant.plan = body.plan;
    if (body.status !== undefined || body.isActive !== undefined) {
      const active = body.status !== undefined ? body.status === 'active' : body.isActive === true;
      tenant.status = active ? 'active' : 'inactive';
      tenant.isActive = active;
    }
    auditUpdate(ctx, 'tenant', tenant, before);
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
    const body = await parse((s) => s.RoleCreateBody, request);
    const name = body.name;
    if (db.state.roles.some((r) => r.name.toLowerCase() === name.toLowerCase())) return fail(409, 'serverText.roleExists', { name });
    const role = { id: db.nextId('roles'), name, description: body.description ?? '', scope: body.scope ?? 'tenant', isActive: body.isActive ?? true, permissions: body.permissions ? matrixOf(body.permissions) : {} };
    db.state.roles.push(role);
    audit(ctx, 'role', role.id, 'create');
    return commit(json(role, 201));
  }),
  rest.put(v1('/roles/:id/permissions'), async ({ request, params }) => {
    const ctx = authorize(request, 'roles', 'edit');
    const role = findOr404(db.state.roles, numericId(params.id as string), 'Role');
    const body = await parse((s) => s.RolePermissionsBody, request);
    if (role.name === 'super_admin') return fail(409, 'serverText.superAdminKeepsAll');
    // `{ permissions: matrix }` or the bare matrix (whose keys are screens only, never `permissions`).
    role.permissions = matrixOf('permissions' in body && body.permissions ? body.permissions : body);
    audit(ctx, 'role', role.id, 'permissions');
    return commit(json(role));
  }),
  rest.put(v1('/roles/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'roles', 'edit');
    const role = findOr404(db.state.roles, numericId(params.id as string), 'Role');
    const before = structuredClone(unwrapped(role));
    const raw = await readBody<unknown>(request);
    const body = check(S.RoleUpdateBody, raw);
    const name = body.name;
    if (name !== undefined && db.state.roles.some((r) => r !== role && r.name.toLowerCase() === name.toLowerCase())) return fail(409, 'serverText.roleExists', { name });
    if (blanked(raw, ['description'])[0]) role.description = '';
    for (const k of ['name', 'description'] as const) if (body[k] !== undefined) role[k] = body[k];
    if (body.scope !== undefined) role.scope = body.scope;
    if (body.isActive !== undefined) role.isActive = body.isActive;
    auditUpdate(ctx, 'role', role, before);
    return commit(json(role));
  }),
  deleteRow(v1('/roles/:id'), {
    resource: 'roles',
    rows: () => db.state.roles,
    what: 'Role',
    entity: 'role',
    refuse: (role) =>
      isBuiltInRole(role.name) ? fail(409, 'serverText.builtInRole', { name: role.name }) : undefined,
  }),
];
