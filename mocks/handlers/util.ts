import { http as rest } from 'msw';
import { usedByRefusal, type Dependants } from '../../src/domain/dependants';
import { DEMO_ORIGIN } from '../../src/config';
import { can, canUseTenant, DEFAULT_PERMISSIONS, normalizeRole, warehouseClosedTo, type PermissionMatrix, type Role } from '../../src/domain/access';
import { pageSlice } from '../../src/domain/paging';
import { loadSchemas, S } from './schemas';
import type { ZodType, output as zOutput } from 'zod';
import { cannotSortBy, isSortable, type SortableList } from '../../src/domain/listSort';
import { listInMemory, rowsWhere, type Condition, type ListRequest } from '../../src/domain/listQuery';
import { db, unwrapped } from '../db';
import { emptyTenantData } from '../seed';
import { english, type TextParams } from './serverTexts';
import type { Refusal, RefusalKey, RefusalParams } from '../../src/domain/refusal';
import type { AuditLog, TenantData, User, Notification } from '../types';
import { changesBetween } from '../../src/domain/audit';
import { accessTokenUser } from './sessions';

export const API = DEMO_ORIGIN;
/** `/api/...` paths. */
export const api = (path: string) => `${API}/api${path}`;
/** Paths the client prefixes with `/v1`. */
export const v1 = (path: string) => `${API}/v1${path}`;

/**
 * A JSON answer. A plain Response of the global class, looked up at each call: on the server that is
 * @hono/node-server's, which it writes from the text without a stream (server/main.ts); msw's
 * HttpResponse.json also measures the text through a Blob and normalises the headers, a tenth of a
 * list call's CPU on the server for nothing a browser needs.
 */
export const json = <T,>(body: T, status = 200): Response => {
  const text = JSON.stringify(body);
  const response = new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  jsonTexts.set(response, text);
  return response;
};
const jsonTexts = new WeakMap<Response, string>();
/** The text of an answer of `json`, without reading its body (the server sends it as it is). */
export const jsonTextOf = (response: Response): string | undefined => jsonTexts.get(response);
/** A notice or a row's refusal inside an answer: its English `message`, its `messageKey` and `messageParams` (as a refusal's). */
export const worded = (r: Refusal) => ({ message: english(r.key, r.params), messageKey: r.key, messageParams: r.params ?? {} });

/**
 * A refusal: `{ success: false, message, messageKey, messageParams }` (docs/api.md, "Errors"): a rule's
 * refusal (src/domain/refusal.ts), or a `serverText.*` key with its `params`; `message` is its English
 * template filled with them (a refusal among the params worded too, and sent as `{ key, params }`).
 * Only a key: an English sentence is no key (`english` throws on it), never matched back to one.
 */
export const fail = (status: number, text: Refusal | RefusalKey, params?: RefusalParams) => {
  const refused: Refusal = typeof text === 'object' ? text : { key: text, ...(params ? { params } : {}) };
  return json({ success: false, ...worded(refused) }, status);
};

/** The permission matrix as edited on the Roles & Permissions screen (the super admin always keeps all). */
export const currentMatrix = (): Record<Role, PermissionMatrix> => {
  const matrix = { ...DEFAULT_PERMISSIONS };
  for (const r of db.state.roles) {
    const name = r.name as Role;
    if (name in matrix && name !== 'super_admin') matrix[name] = r.permissions;
  }
  return matrix;
};

export interface RequestContext {
  user: User;
  role: Role;
  tenantId: string;
  t: TenantData;
  /** The request being answered. */
  request: Request;
}

const bearer = (request: Request) => {
  const h = request.headers.get('Authorization') || '';
  return h.startsWith('Bearer ') ? h.slice(7).trim() : '';
};

/** The 401 for a token that no longer opens calls: the console then refreshes the session (docs/api.md, Sessions). */
export const SESSION_EXPIRED = english('serverText.sessionExpired');

// The user id a live access token belongs to (a signed JWT whose sign-in is not revoked; sessions.ts).
export { accessTokenUser };

/**
 * Whether warehouse `tenantId` (default: the user's own) is deactivated and so closed to `user`
 * (src/domain/access.ts `warehouseClosedTo`): every call of theirs naming it, and their sign-in, are refused.
 */
export const warehouseClosedFor = (user: User, tenantId: string = String(user.tenantId ?? '')): boolean =>
  warehouseClosedTo(normalizeRole(user.role), db.state.tenants.find((x) => String(x.id) === tenantId));

/**
 * The signed-in user, their role and the warehouse of the request. Throws (msw answers with the
 * thrown response) 401 without a token (`Authentication required`) or with one that is unknown,
 * expired or revoked (`Session expired, please sign in again`), 403 when the role may not do
 * `action` on `resource`, the tenant is not theirs or it is deactivated (`warehouseClosedFor`).
 */
/** The resources whose calls need no existing warehouse in X-Tenant-Id. */
const WAREHOUSE_FREE = new Set(['tenants', 'roles']);

export const authorize = (request: Request, resource: string | null, action = 'list'): RequestContext => {
  const token = bearer(request);
  if (!token) throw fail(401, 'serverText.authRequired');
  const userId = accessTokenUser(token);
  if (userId === undefined) throw fail(401, 'serverText.sessionExpired');
  const user = db.state.users.find((u) => u.id === userId);
  if (!user || !user.isActive) throw fail(401, 'serverText.authRequired');
  const role = normalizeRole(user.role);
  const tenantId = request.headers.get('X-Tenant-Id') || '1';
  if (!canUseTenant(role, user.tenantId, tenantId)) throw fail(403, 'serverText.warehouseForbidden');
  // A deactivated warehouse is closed to its users, whatever token they still hold (issue 28).
  if (warehouseClosedFor(user, tenantId)) throw fail(403, 'serverText.warehouseInactive');
  const exists = role !== 'super_admin' || db.state.tenants.some((x) => String(x.id) === tenantId);
  // Warehouses and roles are managed whatever warehouse the request names: a new server's super
  // admin has none yet (server/start.ts) and must be able to create the first.
  if (!exists && !WAREHOUSE_FREE.has(resource ?? '')) throw fail(404, 'serverText.warehouseNotFound', { id: tenantId });
  if (resource && !can(role, resource, action, currentMatrix())) throw fail(403, 'serverText.noPermission');
  // A warehouse that does not exist gets no data: what such a call records (its audit) is kept nowhere.
  return { user, role, tenantId, t: exists ? db.tenant(tenantId) : emptyTenantData(), request };
};

export const readBody = async <T = Record<string, any>>(request: Request): Promise<T> => {
  // What the body is checked with next (`check`): loaded on the first write.
  await loadSchemas();
  try {
    const text = await request.text();
    return (text ? JSON.parse(text) : {}) as T;
  } catch {
    throw fail(400, 'serverText.bodyNotJson');
  }
};

export const numericId = (raw: string | readonly string[] | undefined): number => {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(n) || n <= 0) throw fail(400, 'serverText.invalidId');
  return n;
};

/**
 * The row with `id`. A collection is kept in id order (ids only grow; the server's store sorts what
 * other processes wrote, server/db/sqlStore.ts), so a binary search finds it in a million rows in 20
 * steps instead of a scan (a record page at 1,000,000 complaints cost 15 ms of server CPU, docs/scaling.md);
 * a row it does not find is looked for in order too, so a collection out of order is never wrong.
 */
export const findById = <T extends { id: number }>(rows: readonly T[], id: number): T | undefined => {
  // The steps read the stored rows: through a tracked collection (mocks/db.ts) each would wrap a row.
  // The one found is handed out through `rows`, tracked as any row read from it.
  const stored = unwrapped(rows);
  let lo = 0;
  let hi = stored.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = stored[mid].id;
    if (at === id) return rows[mid];
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return rows.find((r) => r.id === id);
};

export const findOr404 = <T extends { id: number }>(rows: T[], id: number, what: string): T => {
  const row = findById(rows, id);
  if (!row) throw fail(404, 'serverText.notFound', { what, id });
  return row;
};

export const queryOf = (request: Request) => new URL(request.url).searchParams;

/** page/limit from the query; a page past the end is empty, not an error. */
export const paged = <T,>(rows: T[], request: Request) => {
  const q = queryOf(request);
  const page = Number(q.get('page') || 1);
  const limit = Number(q.get('limit') || 10);
  return { data: pageSlice(rows, page, limit), total: rows.length, page, limit };
};

/**
 * Sort by the `sort`/`order` query (default: `fallback`, newest first). Only the fields `list` may be
 * sorted on (src/domain/listSort.ts): any other field throws 400 "Cannot sort by <field>".
 */
export const sorted = <T extends Record<string, any>>(rows: T[], request: Request, list: SortableList, fallback: keyof T & string = 'id'): T[] => {
  const q = queryOf(request);
  const field = q.get('sort') || fallback;
  if (!isSortable(list, field)) throw fail(400, cannotSortBy(field));
  const dir = (q.get('order') || 'DESC').toUpperCase() === 'ASC' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x > y ? 1 : -1) * dir;
  });
};

/**
 * One page of the warehouse's `collection`: the rows that meet `where` (src/domain/listQuery.ts),
 * sorted by the query's `sort`/`order` (only on the fields `list` may be sorted on: else a thrown
 * 400 "Cannot sort by <field>"; newest first without one, or always when `list` is null) and paged by `page`/`limit`. The store's
 * own reader answers when it has one (the server's SQL), else the rows in memory.
 */
/** The most rows a `whole` list answers at once. */
const WHOLE_LIST = 100_000;

export const listPage = async <K extends keyof TenantData, T extends TenantData[K][number] = TenantData[K][number]>(
  ctx: RequestContext,
  collection: K,
  list: SortableList | null,
  request: Request,
  where: Condition[],
  options: {
    /** The list's own order when the query asks for none (default: newest first). */
    order?: { sort: string; ascending: boolean };
    /** Every row that matches, whatever the query's page and limit (a list the client pages itself). */
    whole?: boolean;
  } = {},
) => {
  const q = queryOf(request);
  // A list that takes no sort (null) keeps its order whatever the query says.
  const sort = list ? q.get('sort') : null;
  if (sort && list && !isSortable(list, sort)) throw fail(400, cannotSortBy(sort));
  const page = options.whole ? 1 : Number(q.get('page') || 1);
  const limit = options.whole ? WHOLE_LIST : Number(q.get('limit') || 10);
  const asked = sort ? { sort, ascending: (q.get('order') || 'DESC').toUpperCase() === 'ASC' } : (options.order ?? { sort: null, ascending: false });
  const listRequest: ListRequest = { collection, where, ...asked, page, limit };
  const { data, total } = db.lists ? await db.lists.rows<T>(ctx.tenantId, listRequest, ctx.request) : listInMemory(ctx.t[collection] as unknown as T[], listRequest);
  return { data, total, page, limit };
};

/** How many of the warehouse's `collection` meet `where` (the store's reader, else the rows in memory). */
export const countRows = async (ctx: RequestContext, collection: keyof TenantData, where: Condition[]): Promise<number> =>
  db.lists
    ? (await db.lists.rows(ctx.tenantId, { collection, where, sort: null, ascending: false, page: 1, limit: 1 }, ctx.request)).total
    : rowsWhere(ctx.t[collection] as object[], where).length;

/** A whole-number id from the query as a condition's value; anything else (`'abc'`, `'07'`) matches no row, as `String(id) === raw` would not. */
export const idValue = (raw: string): number | null => (String(Number(raw)) === raw && Number.isInteger(Number(raw)) ? Number(raw) : null);

/** `field` equals the id `raw` (a query parameter); a raw value no id reads as matches nothing. */
export const idIs = (field: string, raw: string): Condition => {
  const id = idValue(raw);
  return id === null ? { field, op: 'in', values: [] } : { field, op: 'eq', value: id };
};

export const audit = (ctx: RequestContext, entityType: string, entityId: number | string, action: string, details?: AuditLog['details']) => {
  const row: AuditLog = { id: db.nextId('auditLogs'), entityType, entityId, action, actorId: ctx.user.id, createdAt: new Date().toISOString(), ...(details ? { details } : {}) };
  ctx.t.auditLogs.push(row);
  return row;
};

/** An update's audit row with each field it changed, from what to what (issue 27), against the record as it was before. */
export const auditUpdate = (ctx: RequestContext, entityType: string, row: { id: number }, before: object) => {
  const changes = changesBetween(before, row);
  return audit(ctx, entityType, row.id, 'update', changes ? { changes } : undefined);
};

/**
 * A notification for the warehouse: `titleKey` and `messageKey` are `notificationText.*` keys, and its
 * English `title` and `message` are their templates filled with `params` (the console translates the keys).
 */
export const notify = (ctx: RequestContext, titleKey: string, messageKey: string, params: TextParams = {}) => {
  const row: Notification = {
    id: db.nextId('notifications'),
    title: english(titleKey, params),
    message: english(messageKey, params),
    titleKey,
    messageKey,
    params,
    isRead: false,
    createdAt: new Date().toISOString(),
  };
  ctx.t.notifications.push(row);
  return row;
};

/** The 507 a change answers when the browser's storage could not save it (the change is rolled back; the server's store words its own, db.notSavedKey). */
export const NOT_SAVED = english('serverText.notSaved');

/**
 * After a mutation: saves the parts of the store it changed, then answers `result`; when the write
 * fails the change is rolled back and the call answers 507 with NOT_SAVED instead.
 */
export const commit = <T,>(result: T): T | Promise<T | Response> => {
  const saved = db.save();
  return saved ? saved.then(() => result, () => fail(507, db.notSavedKey)) : result;
};

/** A user as any client may see it: never its password hash or salt (nor a clear password of older stored data). */
export const publicUser = (u: User): Omit<User, 'passwordHash' | 'passwordSalt'> => {
  const { passwordHash: _hash, passwordSalt: _salt, password: _password, ...rest } = u as User & { password?: unknown };
  return rest;
};

interface DeleteRowOptions<T extends { id: number }> {
  /** The permission checked: `delete` on this resource. */
  resource: string;
  /** The table the row is taken from (the request's warehouse's, or a global one). */
  rows: (ctx: RequestContext) => T[];
  /** The name in the 404 message: `<what> #<id> not found`. */
  what: string;
  /** The audit log's entity type. */
  entity: string;
  /** A refusal (e.g. 409) when this row may not be deleted; nothing to go on. */
  refuse?: (row: T, ctx: RequestContext) => Response | undefined;
  /**
   * The records pointing at the row: while any exist, 409 `<subject> is used by 3 complaints and 1 BOM`
   * (src/domain/dependants.ts); `subject` is the row's sentence, e.g. `serverText.productUsedBy` and its name.
   */
  usedBy?: (row: T, ctx: RequestContext) => [subject: Refusal, dependants: Dependants[]];
}

/** DELETE `<url>/:id`: authorize, find the row or 404, maybe refuse, remove it, audit, answer `{ success, id }`. */
export const deleteRow = <T extends { id: number }>(url: string, { resource, rows, what, entity, refuse, usedBy }: DeleteRowOptions<T>) =>
  rest.delete(url, ({ request, params }) => {
    const ctx = authorize(request, resource, 'delete');
    const table = rows(ctx);
    const row = findOr404(table, numericId(params.id as string), what);
    const refusal = refuse?.(row, ctx);
    if (refusal) return refusal;
    const used = usedBy && usedByRefusal(...usedBy(row, ctx));
    if (used) return fail(409, used);
    table.splice(table.indexOf(row), 1);
    audit(ctx, entity, row.id, 'delete');
    return commit(json({ success: true, id: row.id }));
  });

interface RowHandlerOptions<T extends { id: number }> {
  /** The permission checked: `action` on `resource`. */
  resource: string;
  action: string;
  /** The table the row is taken from. */
  rows: (ctx: RequestContext) => T[];
  /** The name in the 404 message: `<what> #<id> not found`. */
  what: string;
  /** The audit log's entity type and action. */
  entity: string;
  auditAction: string;
}

type RowChange<T> = (row: T, ctx: RequestContext, body: Record<string, any>) => Response | undefined | void | Promise<Response | undefined | void>;

/**
 * A change to one row at `<url>/:id` (PUT, PATCH, or a DELETE that only deactivates): authorize,
 * find the row or 404, read the JSON body, apply `change` (which may answer a refusal instead),
 * audit, answer the row.
 */
export const rowHandler = <T extends { id: number }>(
  method: 'put' | 'patch' | 'delete',
  url: string,
  { resource, action, rows, what, entity, auditAction }: RowHandlerOptions<T>,
  change: RowChange<T>,
) =>
  rest[method](url, async ({ request, params }) => {
    const ctx = authorize(request, resource, action);
    const row = findOr404(rows(ctx), numericId(params.id as string), what);
    const before = structuredClone(unwrapped(row));
    const refusal = await change(row, ctx, await readBody(request));
    if (refusal) return refusal;
    // What changed, from what to what (issue 27): the audit log shows it.
    const changes = changesBetween(before, row);
    audit(ctx, entity, row.id, auditAction, changes ? { changes } : undefined);
    return commit(json(row));
  });

/**
 * The request's JSON body checked against its call's schema (src/schemas): the parsed value with
 * unknown fields dropped, or a thrown 400 naming the first problem. Called before anything is written.
 */
export const parse = async <Z extends ZodType>(pick: (schemas: typeof S) => Z, request: Request): Promise<zOutput<Z>> => {
  const body = await readBody(request);
  // Picked after the read, which loads the schemas (mocks/handlers/schemas.ts).
  return check(pick(S), body);
};

/** `parse` for a body already read (rowHandler's `change`). */
export const check = <Z extends ZodType>(schema: Z, body: unknown): zOutput<Z> => {
  const result = S.parseWith(schema, body);
  if (!result.ok) throw fail(400, result.refusal);
  return result.data;
};

/**
 * The optional text fields the body sent blank ('' or null): the schemas read a blank as "not
 * given", but an edit form that empties a field means to clear it.
 */
export const blanked = <K extends string>(raw: unknown, keys: readonly K[]): K[] =>
  raw && typeof raw === 'object' ? keys.filter((k) => (raw as Record<string, unknown>)[k] === '' || (raw as Record<string, unknown>)[k] === null) : [];

/** The users who may act in the request's warehouse: its own, and the super admins (no warehouse). */
export const warehouseUsers = (ctx: RequestContext): User[] => db.state.users.filter((u) => u.tenantId === null || String(u.tenantId) === ctx.tenantId);

/** A referenced record of the request's warehouse, or a thrown 400 `<what> #<id> does not exist`. */
export const existing = <T extends { id: number }>(rows: T[], id: number | undefined, what: string): T => {
  const row = rows.find((r) => r.id === id);
  if (!row) throw fail(400, 'serverText.doesNotExist', { what, id: String(id) });
  return row;
};
