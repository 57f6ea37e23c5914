// Lists answered in SQL (mocks/db.ts ListReader): paged, filtered and sorted by the database over
// the indexes of server/db/migrations.ts, never by loading a table. The filters are read from the
// query once by the handler as conditions (src/domain/listQuery.ts) and mean here what they mean on the rows in memory
// (mocks/handlers/complaintList.ts): the same tests run against both (tests/api, projects api and
// api-server).
//
// Each query runs in a transaction of its own with the request's warehouse set, as the server's role
// (server/db/tenancy.ts): row-level security keeps every other warehouse's rows out even without the
// `tenant_id = …` each query also has (which its indexes need).
import { sql, type RawBuilder } from 'kysely';
import type { ListReader } from '../../mocks/db';
import type { Condition, ListPage, ListRequest, Scalar } from '../../src/domain/listQuery';
import { isTenantCollection, TENANT_TABLES, type TenantCollection } from './tables';
import { ENTITY_LIST } from '../../src/entities';
import { columnFields } from '../../src/entities/types';
import { scopedScript, warehouse } from './tenancy';
import type { Database } from './database';
import { parseSnapshot, pendingReadCheck, type ReadCheck } from './readCheck';
import type { Complaint } from '../../mocks/types';
import { pageBounds } from '../../src/domain/paging';
import { SORTABLE_FIELDS } from '../../src/domain/listSort';

type SortField = (typeof SORTABLE_FIELDS.complaints)[number];

const text = (field: string) => sql`(doc->>${sql.lit(field)}) collate "C"`;
const number = (field: string) => sql`((doc->>${sql.lit(field)})::numeric)`;
const boolean = (field: string) => sql`((doc->>${sql.lit(field)})::boolean)`;

/**
 * What each sortable field sorts by: a generated, indexed column where there is one (their text
 * columns are of collation "C"), else the field's value in `doc`. Text compares by code point, as
 * JavaScript's `<` does in the list in memory.
 */
const COMPLAINT_SORT: Record<SortField, RawBuilder<unknown>> = {
  id: sql`id`,
  customerId: sql`customer_id`,
  productId: sql`product_id`,
  productRegistrationId: sql`product_registration_id`,
  serialNo: text('serialNo'),
  description: text('description'),
  status: sql`status`,
  createdAt: sql`created_at`,
  isUnderWarranty: boolean('isUnderWarranty'),
  warrantyEndDate: text('warrantyEndDate'),
  assignedVendorId: sql`assigned_vendor_id`,
  commissionRateApplied: number('commissionRateApplied'),
  commissionPaidBy: text('commissionPaidBy'),
  partsApprovalStatus: text('partsApprovalStatus'),
  resolvedAt: text('resolvedAt'),
  priority: sql`priority`,
  responseDueAt: text('responseDueAt'),
  resolutionDueAt: sql`resolution_due_at`,
};

/** The sort columns declared NOT NULL (server/db/migrations.ts). */
const NOT_NULL = new Set<string>(['customerId', 'productId', 'status', 'createdAt']);

/** A page's row: its document and, when the read's check rides with it, the snapshot the page was read in. */
type PageRow<T> = { doc: T; read_snapshot?: string };

/**
 * The column of a page that carries a read's check (server/db/readCheck.ts): the snapshot of the
 * page's own statement, taken once (an uncorrelated subquery) and touching no table.
 */
const readSnapshot = (checked: boolean) => (checked ? sql`, (select pg_current_snapshot()::text) as read_snapshot` : sql``);

/** The SELECT of one page of a complaint list (also what tests/server/explain.test.ts explains). */
export const complaintPageQuery = (tenantId: number, request: ListRequest, checked = false) => {
  const { start, end } = pageBounds(request.page, request.limit);
  const dir = request.ascending ? sql`asc` : sql`desc`;
  const sort = request.sort && request.sort !== 'id' ? request.sort : null;
  // A column that is never null needs no NULLS clause (which would keep a descending sort off its index).
  const nulls = sort && NOT_NULL.has(sort) ? sql`` : sql` nulls last`;
  // Ties keep id order (the rows' stored order), as the stable sort in memory does; nulls last both ways.
  const order = sort ? sql`${COMPLAINT_SORT[sort as SortField]} ${dir}${nulls}, id asc` : sql`id ${dir}`;
  return sql<PageRow<Complaint>>`select doc${readSnapshot(checked)} from complaints where ${whereOf('complaints', tenantId, request.where)} order by ${order} limit ${end - start} offset ${start}`;
};

/**
 * The status values a list asks for when its only condition is on the status (none: every status),
 * or undefined for a list with any other condition.
 */
const statusesOnly = (where: Condition[]): Scalar[] | null | undefined => {
  if (!where.length) return null;
  if (where.length > 1) return undefined;
  const [c] = where;
  if (c.op === 'eq' && c.field === 'status') return [c.value];
  if (c.op === 'in' && c.field === 'status') return c.values;
  return undefined;
};

/** Whether a complaint list's total is read from the kept counts (a key lookup, not a count of rows). */
const keptCount = (request: ListRequest) => {
  const statuses = statusesOnly(request.where);
  return statuses === null || (statuses !== undefined && statuses.every((v) => typeof v === 'string'));
};

/**
 * The total of a complaint list. The whole list and a status filter read the kept counts
 * (complaint_counts, migration 0006): a key lookup however many complaints the warehouse has. Any
 * other filter counts its rows.
 */
export const complaintCountQuery = (tenantId: number, request: ListRequest) => {
  const statuses = statusesOnly(request.where);
  if (statuses === null) return sql<{ n: number }>`select coalesce(sum(n), 0)::integer as n from complaint_counts where tenant_id = ${tenantId}`;
  if (statuses && statuses.every((v) => typeof v === 'string'))
    return statuses.length
      ? sql<{ n: number }>`select coalesce(sum(n), 0)::integer as n from complaint_counts where tenant_id = ${tenantId} and status in (${sql.join(statuses)})`
      : sql<{ n: number }>`select 0 as n`;
  return sql<{ n: number }>`select count(*)::integer as n from complaints where ${whereOf('complaints', tenantId, request.where)}`;
};

/**
 * The generated columns (server/db/migrations.ts) that hold a field exactly as the record does, by
 * table: a condition or sort on one reads the column and its index; any other field is read from `doc`.
 */
interface Column {
  column: string;
  type: 'int' | 'text' | 'bool';
  /** Holds the text in lower case: read by the any-case conditions only. */
  lowered?: true;
}

const COLUMNS: Record<string, Record<string, Column>> = {
  complaints: {
    customerId: { column: 'customer_id', type: 'int' },
    status: { column: 'status', type: 'text' },
    priority: { column: 'priority', type: 'text' },
    createdAt: { column: 'created_at', type: 'text' },
    resolutionDueAt: { column: 'resolution_due_at', type: 'text' },
    resolvedAt: { column: 'resolved_at', type: 'text' },
    description: { column: 'description_lower', type: 'text', lowered: true },
    serialNo: { column: 'serial_no', type: 'text', lowered: true },
  },
  service_bookings: {
    complaintId: { column: 'complaint_id', type: 'int' },
    assignedTechnicianId: { column: 'assigned_technician_id', type: 'int' },
    status: { column: 'status', type: 'text' },
    scheduledDate: { column: 'scheduled_date', type: 'text' },
  },
  spare_requests: { bookingId: { column: 'booking_id', type: 'int' }, status: { column: 'status', type: 'text' }, requestedBy: { column: 'requested_by', type: 'int' } },
  approvals: { status: { column: 'status', type: 'text' }, entityType: { column: 'entity_type', type: 'text' } },
  // entity_type holds the type in lower case: only the any-case condition reads it.
  audit_logs: { actorId: { column: 'actor_id', type: 'int' }, createdAt: { column: 'created_at', type: 'text' }, entityType: { column: 'entity_type', type: 'text', lowered: true } },
  notifications: { userId: { column: 'user_id', type: 'int' }, isRead: { column: 'is_read', type: 'bool' } },
  inventory_movements: { productId: { column: 'product_id', type: 'int' }, type: { column: 'type', type: 'text' } },
  invoices: { customerId: { column: 'customer_id', type: 'int' }, status: { column: 'status', type: 'text' }, number: { column: 'number', type: 'text' }, kind: { column: 'kind', type: 'text' } },
  warranty_claims: { status: { column: 'status', type: 'text' } },
  messages: { complaintId: { column: 'complaint_id', type: 'int' }, status: { column: 'status', type: 'text' }, channel: { column: 'channel', type: 'text' } },
  // The declared entities' generated columns (server/db/migrations.ts entityTable).
  ...Object.fromEntries(
    ENTITY_LIST.map((entity) => [TENANT_TABLES[entity.collection as TenantCollection], Object.fromEntries(columnFields(entity).map(({ field, column, type }) => [field, { column, type }]))]),
  ),
  product_registrations: {
    customerId: { column: 'customer_id', type: 'int' },
    productId: { column: 'product_id', type: 'int' },
    serialNo: { column: 'serial_no', type: 'text', lowered: true },
  },
};

/** Every table's key column (with tenant_id): its primary key's index. */
const ID: Column = { column: 'id', type: 'int' };

const path = (field: string) => sql`doc->${sql.lit(field)}`;
const jsonValue = (v: Scalar) => sql`cast(${JSON.stringify(v)}::text as jsonb)`;
/** PostgreSQL's integer: a number beyond it (a phone number searched as an id) is no column's value, and is compared in `doc`. */
const INT_MAX = 2_147_483_647;
const isColumnValue = (type: 'int' | 'text' | 'bool', v: Scalar) =>
  type === 'int' ? typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= INT_MAX : type === 'text' ? typeof v === 'string' : typeof v === 'boolean';

/** A field as text compared by code point: its text column, or its value in `doc`. */
const textOf = (table: string, field: string) => {
  const col = COLUMNS[table]?.[field];
  return col?.type === 'text' && !col.lowered ? sql.ref(col.column) : sql`(doc->>${sql.lit(field)}) collate "C"`;
};

/** LIKE's pattern for text containing `value` in any case, its wildcards escaped. */
const likePattern = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** One condition in SQL, meaning what `holds` (mocks/lists.ts) means on a row in memory. */
const condition = (table: string, c: Condition): RawBuilder<unknown> => {
  if (c.op === 'or') return c.any.length ? sql`(${sql.join(c.any.map((all) => (all.length ? sql`(${sql.join(all.map((x) => condition(table, x)), sql` and `)})` : sql`true`)), sql` or `)})` : sql`false`;
  const found = c.field === 'id' ? ID : COLUMNS[table]?.[c.field];
  if (c.op === 'ieq') return found?.lowered ? sql`${sql.ref(found.column)} = ${c.value.toLowerCase()}` : sql`lower(doc->>${sql.lit(c.field)}) = ${c.value.toLowerCase()}`;
  const col = found?.lowered ? undefined : found;
  switch (c.op) {
    case 'eq':
      // jsonb equality of scalars is JavaScript's ===: 5 is not '5', and a missing field equals nothing.
      return col && isColumnValue(col.type, c.value) ? sql`${sql.ref(col.column)} = ${c.value}` : sql`${path(c.field)} = ${jsonValue(c.value)}`;
    case 'in':
      if (!c.values.length) return sql`false`;
      return col && c.values.every((v) => isColumnValue(col.type, v))
        ? sql`${sql.ref(col.column)} in (${sql.join(c.values)})`
        : sql`${path(c.field)} in (${sql.join(c.values.map(jsonValue))})`;
    case 'gte':
    case 'lte':
    case 'lt':
    case 'gt': {
      const operator = { gte: '>=', lte: '<=', lt: '<', gt: '>' }[c.op];
      return sql`${textOf(table, c.field)} ${sql.raw(operator)} ${c.value}`;
    }
    case 'lteField':
    case 'gtField':
      return sql`${textOf(table, c.field)} ${sql.raw(c.op === 'lteField' ? '<=' : '>')} ${textOf(table, c.other)}`;
    case 'contains': {
      // A lowered column has a trigram index (server/db/migrations.ts).
      const pattern = likePattern(c.value);
      return found?.lowered ? sql`${sql.ref(found.column)} like ${pattern}` : sql`lower(doc->>${sql.lit(c.field)}) like ${pattern}`;
    }
    case 'digitsContain':
      return sql`regexp_replace(doc->>${sql.lit(c.field)}, '[^0-9]', '', 'g') like ${`%${c.value.replace(/\D/g, '')}%`}`;
    case 'anyContains': {
      const pattern = likePattern(c.value);
      // Only the texts of a JSON array (a missing field or another type: no element, as in memory).
      return sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${path(c.field)}) = 'array' then ${path(c.field)} else '[]'::jsonb end) as e(v) where jsonb_typeof(e.v) = 'string' and lower(e.v #>> '{}') like ${pattern})`;
    }
    case 'null':
      // A generated column is null for a JSON null and for a missing field alike.
      return col ? sql`${sql.ref(col.column)} is null` : sql`coalesce(${path(c.field)}, 'null'::jsonb) = 'null'::jsonb`;
  }
};

/**
 * The ORDER BY of a sort on `field`: as `listInMemory` compares, numbers as numbers, text by code
 * point, false before true, nulls last both ways; ties newest first. Read from `doc` by the value's
 * JSON type, since a list's field holds one type.
 */
const orderBy = (table: string, field: string, ascending: boolean) => {
  const dir = ascending ? sql`asc` : sql`desc`;
  const found = COLUMNS[table]?.[field];
  const col = found?.lowered ? undefined : found;
  if (field === 'id') return sql`id ${dir}`;
  if (col) return sql`${sql.ref(col.column)} ${dir} nulls last, id desc`;
  const v = path(field);
  return sql`(case when jsonb_typeof(${v}) = 'number' then (${v})::numeric end) ${dir} nulls last,
    (case when jsonb_typeof(${v}) = 'string' then (doc->>${sql.lit(field)}) collate "C" end) ${dir} nulls last,
    (case when jsonb_typeof(${v}) = 'boolean' then (${v})::boolean end) ${dir} nulls last, id desc`;
};

/** The WHERE of a list: the warehouse, then every condition. */
const whereOf = (table: string, tenantId: number, where: Condition[]) => sql.join([sql`tenant_id = ${tenantId}`, ...where.map((c) => condition(table, c))], sql` and `);

/** The SELECT of one page of a list, and its count (also what tests/server/explain.test.ts explains). */
export const listQueries = (tenantId: number, request: ListRequest, checked = false) => {
  if (!isTenantCollection(request.collection)) throw new Error(`No table for the list of ${request.collection}`);
  const table = TENANT_TABLES[request.collection];
  const where = whereOf(table, tenantId, request.where);
  const { start, end } = pageBounds(request.page, request.limit);
  const order = request.sort ? orderBy(table, request.sort, request.ascending) : sql`id desc`;
  return {
    page: sql<PageRow<unknown>>`select doc${readSnapshot(checked)} from ${sql.table(table)} where ${where} order by ${order} limit ${end - start} offset ${start}`,
    count: sql<{ n: number }>`select count(*)::integer as n from ${sql.table(table)} where ${where}`,
  };
};

/**
 * A list's page and count as scripts of one round trip each (Database.script), run as the server's
 * role with the warehouse `tenantId` set: one script for both when the count is a key lookup;
 * otherwise two, run side by side on two connections, so a counted filter does not wait for the
 * page. Their results, in order: the page's rows, then the count's.
 */
const listScripts = (page: RawBuilder<unknown>, count: RawBuilder<unknown>, cheapCount: boolean): RawBuilder<unknown>[][] => (cheapCount ? [[page, count]] : [[page], [count]]);

/** The scripts of a list: one text per round trip, each run as the server's role in the warehouse. */
const scriptTexts = (tenantId: number, page: RawBuilder<unknown>, count: RawBuilder<unknown>, cheapCount: boolean): string[] =>
  listScripts(page, count, cheapCount).map((statements) => scopedScript(warehouse(tenantId), statements));

/** The scripts of a complaint list (server/db/lists.ts runs them; bench/server.mjs runs the same text as its floor). */
export const complaintListScripts = (tenantId: number, request: ListRequest, checked = false): string[] =>
  scriptTexts(tenantId, complaintPageQuery(tenantId, request, checked), complaintCountQuery(tenantId, request), keptCount(request));

/**
 * The texts of the lists asked lately, by what was asked: building a list's SQL with Kysely and
 * writing its values in cost about a twentieth of the server's CPU for a list page, and a console
 * asks the same few lists over and over (page 1 of each, its filters). Hand-written rather than a
 * cache library: a Map in insertion order, the oldest entry dropped past the limit, is all it takes.
 */
const SCRIPT_CACHE_SIZE = 500;
/** A list asked with a longer key (a search's thousands of customer ids) is built each time: the cache stays small. */
const SCRIPT_CACHE_KEY_LIMIT = 2000;
const scriptCache = new Map<string, string[]>();
const cachedScripts = (key: string, build: () => string[]): string[] => {
  if (key.length > SCRIPT_CACHE_KEY_LIMIT) return build();
  let texts = scriptCache.get(key);
  if (!texts) {
    texts = build();
    if (scriptCache.size >= SCRIPT_CACHE_SIZE) scriptCache.delete(scriptCache.keys().next().value!);
    scriptCache.set(key, texts);
  }
  return texts;
};

/** Runs a list's scripts (`scriptTexts`): its page's rows (and the read check riding with them), and its total. */
const pageAndCount = async <T,>(database: ListDatabase, texts: string[], check?: ReadCheck) => {
  const answers = await Promise.all(texts.map((text) => database.script(text)));
  // Each script's first result is its role and warehouse switch's.
  const [rows, n] = answers.flatMap((results) => results.slice(1));
  const data = rows.rows as PageRow<T>[];
  // An empty page carries no snapshot: the read then asks after it ran (SqlStore.read).
  if (check && data[0]?.read_snapshot) check.snapshot = parseSnapshot(data[0].read_snapshot);
  return { data: data.map((r) => r.doc), total: (n.rows[0] as { n: number } | undefined)?.n ?? 0 };
};

/** The read check of `caller`'s read when it is still to be asked, marked as asked by this list. */
const checkOf = (caller: Request | undefined): ReadCheck | undefined => {
  const check = pendingReadCheck(caller);
  if (check) check.sent = true;
  return check;
};

/** What the lists need of the database (server/db/database.ts). */
export type ListDatabase = Pick<Database, 'db' | 'script'>;

export const sqlLists = (database: ListDatabase): ListReader => ({
  rows: async <T,>(tenantId: string, request: ListRequest, caller?: Request): Promise<ListPage<T>> => {
    const tenant = Number(tenantId);
    const check = checkOf(caller);
    const texts = cachedScripts(`rows ${tenant} ${!!check} ${JSON.stringify(request)}`, () => {
      const { page, count } = listQueries(tenant, request, !!check);
      return scriptTexts(tenant, page, count, false);
    });
    return pageAndCount<T>(database, texts, check);
  },
  complaints: async (tenantId, request, caller) => {
    if (request.sort && !Object.hasOwn(COMPLAINT_SORT, request.sort)) throw new Error(`Cannot sort complaints by ${request.sort}`);
    const tenant = Number(tenantId);
    const check = checkOf(caller);
    const texts = cachedScripts(`complaints ${tenant} ${!!check} ${JSON.stringify(request)}`, () => complaintListScripts(tenant, request, !!check));
    return pageAndCount<Complaint>(database, texts, check);
  },
});
