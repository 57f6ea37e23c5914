// The complaint list in SQL (server/db/lists.ts) against the same list on the rows in memory
// (mocks/handlers/complaintList.ts): every sortable field both ways, with and without each filter,
// across pages, on the demo seed written to an in-memory PGlite by the server's own store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { db } from '../../mocks/db';
import { listComplaints } from '../../mocks/handlers/complaintList';
import { openDatabase } from '../../server/db/database';
import { sqlLists } from '../../server/db/lists';
import { startServer, type RunningServer } from '../../server/start';
import { SORTABLE_FIELDS, type SortableList } from '../../src/domain/listSort';
import { ENTITY_LIST } from '../../src/entities';
import { filterParams } from '../../src/entities/types';
import { SLA_STATUSES, slaConditions, type SlaStatus } from '../../src/domain/sla';
import { holds, listInMemory, type Condition, type ListRequest } from '../../src/domain/listQuery';
import { QUEUED } from '../../src/domain/dispatch';
import { notificationAudience } from '../../src/domain/ownership';
import { INVOICE_FILTER_VALUES, invoiceFilterConditions } from '../../src/domain/invoice';
import type { TenantData } from '../../mocks/types';
import { endsWithin, warrantyStatusConditions } from '../../src/domain/warranty';
import { overdueConditions } from '../../src/domain/spares';

import { asRequest, type ComplaintListFilter } from './complaintFilter';


let server: RunningServer;

beforeAll(async () => {
  server = await startServer(
    { port: 0, host: '127.0.0.1', dataDir: '', demo: true, demoSize: 120, corsOrigins: [], production: false },
    { database: await openDatabase({}), log: null },
  );
});
afterAll(async () => {
  await server.close();
  await server.database.close();
});

/** The same page from the rows in memory, the SLA status judged at `now` as the handler does without SQL. */
const inMemory = (f: ComplaintListFilter, sla: SlaStatus | null, now: number) => {
  let rows = db.tenant('1').complaints;
  if (f.customerIds) rows = rows.filter((c) => f.customerIds!.includes(c.customerId));
  if (f.customerId !== null) rows = rows.filter((c) => c.customerId === f.customerId);
  // The search's conditions are judged by `holds` in memory (the handler); the SLA status by its rule.
  if (!sla) rows = rows.filter((c) => f.also.every((x) => holds(c, x)));
  const query = new URLSearchParams({ page: String(f.page), limit: String(f.limit), order: f.ascending ? 'ASC' : 'DESC' });
  if (f.status) query.set('status', f.status);
  if (f.sort) query.set('sort', f.sort);
  if (sla) query.set('slaStatus', sla);
  return listComplaints(rows, query, now);
};

describe('the complaint list in SQL', () => {
  it('gives the same rows, order and total as the list in memory for every sort, filter and page', async () => {
    const lists = sqlLists(server.database);
    const customer = db.tenant('1').complaints[3].customerId;
    const now = Date.now();
    const filters: [Partial<ComplaintListFilter>, SlaStatus | null][] = [
      [{}, null],
      [{ status: 'open' }, null],
      [{ status: 'resolved' }, null],
      [{ customerId: customer }, null],
      [{ customerIds: [customer, 2] }, null],
      [{ customerIds: [] }, null],
      ...SLA_STATUSES.map((sla): [Partial<ComplaintListFilter>, SlaStatus] => [{ also: slaConditions(sla, now) }, sla]),
      [{ status: 'open', also: slaConditions('breached', now) }, 'breached'],
    ];
    // The search's conditions (mocks/handlers/complaints.ts): a word of the description, or an id, or a customer's.
    const search = (also: Condition[]): [Partial<ComplaintListFilter>, null] => [{ also }, null];
    const word = db.tenant('1').complaints[7].description.split(' ')[1].toUpperCase();
    const searches = [
      search([{ field: 'description', op: 'contains', value: word }]),
      search([{ field: 'description', op: 'contains', value: '100%_\\' }]),
      search([{ field: 'serialNo', op: 'ieq', value: db.tenant('1').complaints[9].serialNo.toLowerCase() }]),
      search([{ op: 'or', any: [[{ field: 'id', op: 'eq', value: 5 }], [{ field: 'customerId', op: 'in', values: [customer] }], [{ field: 'description', op: 'contains', value: word }]] }]),
    ];
    let compared = 0;
    for (const sort of [null, ...SORTABLE_FIELDS.complaints]) {
      for (const ascending of [true, false]) {
        for (const [extra, sla] of [...filters, ...searches]) {
          for (const page of [1, 3]) {
            const f: ComplaintListFilter = { customerIds: null, customerId: null, status: null, also: [], sort, ascending, page, limit: 7, ...extra };
            const sqlPage = await lists.complaints('1', asRequest(f));
            const memory = inMemory(f, sla, now);
            expect({ sort, ascending, sla, page, ids: sqlPage.data.map((c) => c.id), total: sqlPage.total }).toEqual({ sort, ascending, sla, page, ids: memory.data.map((c) => c.id), total: memory.total });
            compared++;
          }
        }
      }
    }
    expect(compared).toBe((SORTABLE_FIELDS.complaints.length + 1) * 2 * (filters.length + searches.length) * 2);
  });
});

/** The fields the lists sort by when the query names none (mocks/handlers: categories, customers by name). */
const DEFAULT_ORDERS = ['categoryName', 'name'];

describe('the other lists in SQL', () => {
  // Each list the server answers in SQL, its sortable fields (null: it takes no sort) and the
  // conditions its handler builds.
  const t = () => db.tenant('1');
  const cases: { collection: keyof TenantData; sortable: readonly string[]; where: () => Condition[][] }[] = [
    {
      collection: 'bookings',
      sortable: SORTABLE_FIELDS.bookings,
      where: () => [
        [],
        [{ field: 'status', op: 'eq', value: 'scheduled' }],
        QUEUED,
        [{ field: 'complaintId', op: 'eq', value: t().bookings[2].complaintId }],
        [{ field: 'assignedTechnicianId', op: 'in', values: t().vendors.slice(0, 3).map((v) => v.id) }],
        [{ field: 'scheduledDate', op: 'gte', value: t().bookings[5].scheduledDate }, { field: 'scheduledDate', op: 'lte', value: '2099-01-01' }],
      ],
    },
    {
      collection: 'spareRequests',
      sortable: SORTABLE_FIELDS.spareRequests,
      where: () => [
        [],
        [{ field: 'status', op: 'eq', value: 'pending' }],
        [{ field: 'bookingId', op: 'in', values: t().bookings.slice(0, 9).map((b) => b.id) }],
        [{ field: 'bookingId', op: 'in', values: [] }],
        overdueConditions(),
      ],
    },
    { collection: 'approvals', sortable: SORTABLE_FIELDS.approvals, where: () => [[], [{ field: 'status', op: 'eq', value: 'approved' }]] },
    { collection: 'auditLogs', sortable: SORTABLE_FIELDS.auditLogs, where: () => [[], [{ field: 'entityType', op: 'ieq', value: 'COMPLAINT' }]] },
    {
      collection: 'notifications',
      sortable: SORTABLE_FIELDS.notifications,
      where: () => [[], notificationAudience({ id: 1 }, 'warehouse_admin'), [...notificationAudience({ id: 4 }, 'customer'), { field: 'isRead', op: 'eq', value: false }]],
    },
    { collection: 'movements', sortable: [], where: () => [[], [{ field: 'type', op: 'eq', value: 'OUT' }], [{ field: 'productId', op: 'eq', value: t().movements[0].productId }]] },
    {
      collection: 'invoices',
      sortable: SORTABLE_FIELDS.invoices.filter((f) => f !== 'status'),
      where: () => [[], ...INVOICE_FILTER_VALUES.map((f) => invoiceFilterConditions(f, new Date()))],
    },
    {
      collection: 'registrations',
      sortable: SORTABLE_FIELDS.registrations,
      where: () => [
        [],
        [{ field: 'customerId', op: 'in', values: [t().registrations[4].customerId, 3] }],
        [{ field: 'serialNo', op: 'contains', value: t().registrations[2].serialNo.slice(2, 7).toLowerCase() }],
        [{ op: 'or', any: [[{ field: 'serialNo', op: 'contains', value: 'zz9' }], [{ field: 'invoiceNumber', op: 'contains', value: 'inv' }], [{ field: 'id', op: 'eq', value: 3 }]] }],
        ...(['active', 'expiring_soon', 'expired'] as const).map((s) => warrantyStatusConditions(s)),
        endsWithin(90),
      ],
    },
    {
      collection: 'customers',
      sortable: SORTABLE_FIELDS.customers,
      where: () => [
        [],
        [{ op: 'or', any: [[{ field: 'name', op: 'contains', value: 'AN' }], [{ field: 'phone', op: 'contains', value: '98' }], [{ field: 'pincode', op: 'eq', value: '560001' }], [{ field: 'id', op: 'eq', value: 4 }]] }],
        [{ field: 'phone', op: 'digitsContain', value: t().customers[3].phone.replace(/\D/g, '').slice(-6) }],
        // A phone number searched as an id too: beyond PostgreSQL's integer, it matches no id (and is no error).
        [{ op: 'or', any: [[{ field: 'id', op: 'eq', value: 9_845_012_345 }], [{ field: 'phone', op: 'digitsContain', value: '9845012345' }]] }],
      ],
    },
    {
      collection: 'products',
      sortable: SORTABLE_FIELDS.products,
      where: () => [
        [],
        [{ op: 'or', any: [[{ field: 'name', op: 'contains', value: 'tv' }], [{ field: 'sku', op: 'contains', value: 'psu' }]] }],
        [{ op: 'or', any: [[{ field: 'categoryId', op: 'eq', value: t().products[0].categoryId }], [{ field: 'category', op: 'eq', value: 'Mainboards' }]] }],
      ],
    },
    {
      collection: 'vendors',
      sortable: SORTABLE_FIELDS.vendors,
      where: () => [
        [],
        [{ field: 'isActive', op: 'eq', value: true }, { field: 'type', op: 'eq', value: 'technician' }],
        [{ field: 'specializations', op: 'anyContains', value: 'TV' }],
        [{ field: 'city', op: 'contains', value: 'bengal' }],
      ],
    },
    { collection: 'boms', sortable: [], where: () => [[], [{ field: 'status', op: 'eq', value: 'active' }], [{ field: 'version', op: 'contains', value: 'v1.' }]] },
    { collection: 'areas', sortable: [], where: () => [[], [{ field: 'active', op: 'eq', value: false }], [{ field: 'state', op: 'contains', value: 'kar' }]] },
    { collection: 'categories', sortable: [], where: () => [[], [{ field: 'categoryName', op: 'contains', value: 'pa' }]] },
    { collection: 'commissionRules', sortable: [], where: () => [[], [{ field: 'party', op: 'eq', value: 'vendor' }], [{ field: 'serviceCategory', op: 'contains', value: 'repair' }]] },
    {
      collection: 'commissions',
      sortable: [],
      where: () => [[], [{ field: 'status', op: 'eq', value: 'pending' }], [{ field: 'createdAt', op: 'gte', value: t().commissions[3].createdAt }, { field: 'createdAt', op: 'lte', value: new Date().toISOString() }]],
    },
    // Each declared entity's list (src/entities): every filter it takes, with the value of a seeded row.
    ...ENTITY_LIST.map((entity) => ({
      collection: entity.collection as keyof TenantData,
      sortable: SORTABLE_FIELDS[entity.collection as SortableList],
      where: () => {
        const row = (t()[entity.collection as keyof TenantData] as unknown as Record<string, string | number>[])[1];
        return [[], ...filterParams(entity).map((f): Condition[] => [{ field: f.field, op: f.op, value: row[f.field] } as Condition])];
      },
    })),
  ];
  for (const { collection, sortable, where } of cases)
    it(`${collection}: the same rows, order and total as in memory for every sort, filter and page`, async () => {
      const lists = sqlLists(server.database);
      // The lists' own default orders (by name, oldest first) are sorts too.
      for (const sort of [null, 'id', ...sortable, ...DEFAULT_ORDERS.filter((f) => f in (t()[collection][0] ?? {}))])
        for (const ascending of [true, false])
          for (const conditions of where())
            for (const page of [1, 2]) {
              const request: ListRequest = { collection, where: conditions, sort, ascending, page, limit: 6 };
              const fromSql = await lists.rows<{ id: number }>('1', request);
              const fromMemory = listInMemory(t()[collection] as { id: number }[], request);
              expect({ sort, ascending, conditions, page, ids: fromSql.data.map((r) => r.id), total: fromSql.total }).toEqual({
                sort,
                ascending,
                conditions,
                page,
                ids: fromMemory.data.map((r) => r.id),
                total: fromMemory.total,
              });
            }
      // The lists are not empty: a filter that matched nothing everywhere would prove little.
      expect(listInMemory(t()[collection] as { id: number }[], { collection, where: [], sort: null, ascending: false, page: 1, limit: 5 }).total).toBeGreaterThan(3);
    });
});

describe('the kept complaint counts (migration 0006)', () => {
  it('stay equal to a count of the complaints through inserts, upserts that move a status, and deletes', async () => {
    const { db: sqlDb } = server.database;
    const counted = async () =>
      (await sql<{ tenant_id: number; status: string; n: number }>`select tenant_id, status, count(*)::integer as n from complaints group by 1, 2 order by 1, 2`.execute(sqlDb)).rows;
    const kept = async () =>
      (await sql<{ tenant_id: number; status: string; n: number }>`select tenant_id, status, n::integer as n from complaint_counts where n <> 0 order by 1, 2`.execute(sqlDb)).rows;
    expect(await kept()).toEqual(await counted());
    const [a, b] = db.tenant('1').complaints;
    const max = (await sql<{ id: number }>`select max(id)::integer as id from complaints`.execute(sqlDb)).rows[0].id;
    await sqlDb.transaction().execute(async (trx) => {
      // New rows, then the store's upsert: one row new, one row moved to another status.
      await sql`insert into complaints (tenant_id, id, doc) values (1, ${max + 1}, ${JSON.stringify({ ...a, id: max + 1, status: 'open' })}::jsonb), (1, ${max + 2}, ${JSON.stringify({ ...a, id: max + 2, status: 'closed' })}::jsonb)`.execute(trx);
      await sql`insert into complaints (tenant_id, id, doc) values (1, ${max + 3}, ${JSON.stringify({ ...a, id: max + 3, status: 'assigned' })}::jsonb), (1, ${b.id}, ${JSON.stringify({ ...b, status: b.status === 'closed' ? 'open' : 'closed' })}::jsonb)
        on conflict (tenant_id, id) do update set doc = excluded.doc`.execute(trx);
      await sql`delete from complaints where tenant_id = 1 and id in (${max + 1}, ${max + 3})`.execute(trx);
    });
    expect(await kept()).toEqual(await counted());
    // A list's total reads them: the same as the rows counted.
    const lists = sqlLists(server.database);
    for (const status of [null, 'open', 'closed'] as const) {
      const f: ComplaintListFilter = { customerIds: null, customerId: null, status, also: [], sort: null, ascending: false, page: 1, limit: 5 };
      const n = (await sql<{ n: number }>`select count(*)::integer as n from complaints where tenant_id = 1 ${status ? sql`and status = ${status}` : sql``}`.execute(sqlDb)).rows[0].n;
      expect((await lists.complaints('1', asRequest(f))).total).toBe(n);
    }
  });
});
