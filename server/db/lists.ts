// Lists answered in SQL (mocks/db.ts ListReader): paged, filtered and sorted by the database over
// the indexes of server/db/migrations.ts, never by loading a table. The filters are read from the
// query once by the handler (ComplaintListFilter) and mean here what they mean on the rows in memory
// (mocks/handlers/complaintList.ts): the same tests run against both (tests/api, projects api and
// api-server).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ComplaintListFilter, ListReader } from '../../mocks/db';
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

/** The WHERE of a complaint list: the warehouse, then each filter given. */
const complaintWhere = (tenantId: number, f: ComplaintListFilter) => {
  const parts = [sql`tenant_id = ${tenantId}`];
  if (f.customerIds) parts.push(f.customerIds.length ? sql`customer_id in (${sql.join(f.customerIds)})` : sql`false`);
  if (f.customerId !== null) parts.push(sql`customer_id = ${f.customerId}`);
  if (f.status) parts.push(sql`status = ${f.status}`);
  return sql.join(parts, sql` and `);
};

/** The SELECT of one page of a complaint list (also what tests/server/explain.test.ts explains). */
export const complaintPageQuery = (tenantId: number, f: ComplaintListFilter) => {
  const { start, end } = pageBounds(f.page, f.limit);
  const dir = f.ascending ? sql`asc` : sql`desc`;
  // Ties keep id order (the rows' stored order), as the stable sort in memory does; nulls last both ways.
  // A column that is never null needs no NULLS clause (which would keep a descending sort off its index).
  const nulls = f.sort && NOT_NULL.has(f.sort) ? sql`` : sql` nulls last`;
  const order = f.sort ? sql`${COMPLAINT_SORT[f.sort as SortField]} ${dir}${nulls}, id asc` : sql`id ${dir}`;
  return sql<{ doc: Complaint }>`select doc from complaints where ${complaintWhere(tenantId, f)} order by ${order} limit ${end - start} offset ${start}`;
};

export const complaintCountQuery = (tenantId: number, f: ComplaintListFilter) =>
  sql<{ n: number }>`select count(*)::integer as n from complaints where ${complaintWhere(tenantId, f)}`;

export const sqlLists = (db: Kysely<any>): ListReader => ({
  complaints: async (tenantId, filter) => {
    if (filter.sort && !Object.hasOwn(COMPLAINT_SORT, filter.sort)) throw new Error(`Cannot sort complaints by ${filter.sort}`);
    const tenant = Number(tenantId);
    const [rows, count] = await Promise.all([complaintPageQuery(tenant, filter).execute(db), complaintCountQuery(tenant, filter).execute(db)]);
    return { data: rows.rows.map((r) => r.doc), total: count.rows[0]?.n ?? 0 };
  },
});
