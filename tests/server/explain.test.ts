// The complaint list's SQL over 100,000 complaints uses an index: no sequential scan of the
// complaints table for the default list, each filter, and the sorts the console offers first.
// PostgreSQL's planner decides, so this runs on PostgreSQL only: TEST_DATABASE_URL (.ci/run). With
// TEST_EXPLAIN_PGLITE=1 it runs on an in-memory PGlite too (about 20 s, too long for npm test).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { openDatabase, type Database } from '../../server/db/database';
import { complaintCountQuery, complaintPageQuery, listQueries } from '../../server/db/lists';
import type { ListRequest } from '../../src/domain/listQuery';
import { QUEUED } from '../../src/domain/dispatch';
import { SLA_STATUSES, slaConditions } from '../../src/domain/sla';
import { INVOICE_FILTER_VALUES, invoiceFilterConditions } from '../../src/domain/invoice';
import { notificationAudience } from '../../src/domain/ownership';

import { asRequest, type ComplaintListFilter } from './complaintFilter';


const COMPLAINTS = 100_000;
let database: Database;
let cleanup = async () => undefined as unknown;
const ON = Boolean(process.env.TEST_DATABASE_URL) || process.env.TEST_EXPLAIN_PGLITE === '1';

/** A database of its own on the PostgreSQL of `adminUrl`, dropped afterwards. */
const freshPostgres = async (adminUrl: string) => {
  const { default: pg } = await import('pg');
  const name = `sd_explain_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  cleanup = async () => {
    await db.close();
    await admin.query(`DROP DATABASE ${name}`);
    await admin.end();
  };
  return db;
};

beforeAll(async () => {
  if (!ON) return;
  const url = process.env.TEST_DATABASE_URL;
  database = url ? await freshPostgres(url) : await openDatabase({});
  if (!url) cleanup = () => database.close();
  const { db } = database;
  const doc = (fields: string) => sql.raw(`jsonb_build_object(${fields})`);
  await db.transaction().execute(async (trx) => {
    for (const t of [1, 2]) await sql`insert into tenants (id, doc) values (${t}, ${doc(`'id', ${t}, 'subdomain', 'w${t}', 'isActive', true`)})`.execute(trx);
    await sql`insert into customers (tenant_id, id, doc) select t, t * 10000 + g, ${doc(`'id', t * 10000 + g, 'name', 'Customer ' || g, 'phone', '98' || lpad(g::text, 8, '0'), 'pincode', '560001'`)} from generate_series(1, 2000) g, generate_series(1, 2) t`.execute(trx);
    await sql`insert into products (tenant_id, id, doc) select t, t * 10000 + g, ${doc(`'id', t * 10000 + g, 'name', 'Product ' || g, 'sku', 'SKU-' || g, 'stock', 10, 'isActive', true, 'createdAt', '2026-01-01T00:00:00.000Z'`)} from generate_series(1, 50) g, generate_series(1, 2) t`.execute(trx);
    // 100,000 complaints in warehouse 1 and 20,000 in warehouse 2, spread over statuses, customers and times.
    await sql`insert into complaints (tenant_id, id, doc)
      select t, g, ${doc(`'id', g, 'customerId', t * 10000 + 1 + g % 2000, 'productId', t * 10000 + 1 + g % 50, 'productRegistrationId', null,
        'serialNo', 'SN' || g, 'description', 'No picture ' || g, 'status', (array['open','assigned','in_progress','resolved','closed'])[1 + g % 5],
        'priority', (array['low','normal','high','urgent'])[1 + g % 4], 'assignedVendorId', null, 'isUnderWarranty', g % 2 = 0,
        'createdAt', to_char(timestamp '2025-01-01' + (g || ' minutes')::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'resolutionDueAt', to_char(timestamp '2025-01-03' + (g || ' minutes')::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)}
      from (select g, case when g <= ${COMPLAINTS} then 1 else 2 end as t from generate_series(1, ${COMPLAINTS + 20_000}) g) s`.execute(trx);
    await sql`insert into vendors (tenant_id, id, doc) select t, t * 10000 + g, ${doc(`'id', t * 10000 + g, 'name', 'Technician ' || g, 'type', 'technician', 'isActive', true`)} from generate_series(1, 200) g, generate_series(1, 2) t`.execute(trx);
    // A visit for each complaint: scheduled over a year, a technician for most.
    await sql`insert into service_bookings (tenant_id, id, doc)
      select tenant_id, id, ${doc(`'id', id, 'complaintId', id, 'status', (array['scheduled','in_progress','completed','cancelled'])[1 + id % 4],
        'assignedTechnicianId', case when id % 10 = 0 then null else tenant_id * 10000 + 1 + id % 200 end,
        'scheduledDate', to_char(date '2026-01-01' + (id % 365), 'YYYY-MM-DD'), 'scheduledTime', '10:00', 'serviceType', 'repair'`)}
      from complaints`.execute(trx);
    // And as many spare requests, invoices, notifications, audit rows and approvals, one per visit.
    await sql`insert into spare_requests (tenant_id, id, doc) select tenant_id, id, ${doc(`'id', id, 'bookingId', id, 'status', (array['pending','approved','rejected','delivered'])[1 + id % 4], 'requestedBy', 1, 'createdAt', doc->>'createdAt'`)} from complaints`.execute(trx);
    await sql`insert into invoices (tenant_id, id, doc) select tenant_id, id, ${doc(`'id', id, 'bookingId', id, 'customerId', (doc->>'customerId')::int, 'status', (array['draft','sent','paid','cancelled'])[1 + id % 4],
      'number', case when id % 4 = 0 then null else 'BLR/25-26/' || lpad(id::text, 6, '0') end, 'dueDate', to_char(date '2026-01-01' + (id % 365), 'YYYY-MM-DD'), 'createdAt', doc->>'createdAt'`)} from complaints`.execute(trx);
    await sql`insert into notifications (tenant_id, id, doc) select tenant_id, id, ${doc(`'id', id, 'userId', case when id % 3 = 0 then null else 1 + id % 50 end, 'isRead', id % 2 = 0, 'title', 'Assigned', 'createdAt', doc->>'createdAt'`)} from complaints`.execute(trx);
    await sql`insert into audit_logs (tenant_id, id, doc) select tenant_id, id, ${doc(`'id', id, 'entityType', (array['complaint','booking','invoice','product','category','user','approval'])[1 + id % 7], 'entityId', id, 'action', 'update', 'actorId', 1 + id % 50, 'createdAt', doc->>'createdAt'`)} from complaints`.execute(trx);
    await sql`insert into approvals (tenant_id, id, doc) select tenant_id, id, ${doc(`'id', id, 'status', (array['pending','approved','rejected'])[1 + id % 3], 'entityType', 'spare_request', 'entityId', id, 'approverId', null, 'notes', '', 'updatedAt', doc->>'createdAt'`)} from complaints`.execute(trx);
  });
  await sql`vacuum analyze`.execute(db);
}, 120_000);

afterAll(async () => {
  await cleanup();
});

/** Every node of a plan, depth first. */
const nodes = (plan: Record<string, unknown>): Record<string, unknown>[] => [plan, ...((plan.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(nodes)];

const scansOf = async (table: string, query: RawBuilder<unknown>) => {
  const compiled = query.compile(database.db);
  const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': unknown }>({ ...compiled, sql: `explain (format json) ${compiled.sql}` });
  const raw = rows[0]['QUERY PLAN'];
  const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Record<string, unknown> }[])[0].Plan;
  return nodes(plan).filter((n) => n['Relation Name'] === table).map((n) => `${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}`);
};

const base: ComplaintListFilter = { customerIds: null, customerId: null, status: null, also: [], sort: null, ascending: false, page: 1, limit: 10 };

describe.skipIf(!ON)(`the complaint list over ${COMPLAINTS.toLocaleString('en')} complaints`, () => {
  const cases: [string, Partial<ComplaintListFilter>][] = [
    ['the default list (newest first)', {}],
    ['page 50', { page: 50 }],
    ['oldest first', { ascending: true }],
    ['status', { status: 'open' }],
    ['status, page 20', { status: 'in_progress', page: 20 }],
    ['one customer', { customerId: 10_007 }],
    ["a customer account's own", { customerIds: [10_007, 10_008] }],
    ['newest created first', { sort: 'createdAt' }],
    ['oldest created first, open ones', { sort: 'createdAt', ascending: true, status: 'open' }],
    ['by priority, open ones', { sort: 'priority', status: 'open' }],
    ['soonest due first', { sort: 'resolutionDueAt', ascending: true }],
    ['latest due first', { sort: 'resolutionDueAt' }],
    ['one serial number (open ones)', { status: 'open', also: [{ field: 'serialNo', op: 'ieq', value: 'sn4242' }] }],
    ['a word of the description', { also: [{ field: 'description', op: 'contains', value: 'picture 4242' }] }],
    ['the search (an id, a customer, a word)', { also: [{ op: 'or', any: [[{ field: 'id', op: 'eq', value: 4242 }], [{ field: 'customerId', op: 'in', values: [10_007] }], [{ field: 'description', op: 'contains', value: 'picture 4242' }]] }] }],
    ...SLA_STATUSES.map((sla): [string, Partial<ComplaintListFilter>] => [`SLA ${sla}`, { also: slaConditions(sla, Date.parse('2025-02-01T00:00:00.000Z')) }]),
  ];
  for (const [name, extra] of cases)
    it(`${name}: page and count read an index, never the whole table`, async () => {
      const f = { ...base, ...extra };
      const page = complaintPageQuery(1, asRequest(f));
      const count = complaintCountQuery(1, asRequest(f));
      // The whole list and a status filter are counted from the kept counts (migration 0006): no complaint is read.
      const kept = !f.customerIds && f.customerId === null && !f.also.length;
      if (kept) {
        expect(await scansOf('complaints', count)).toEqual([]);
        expect(await scansOf('complaint_counts', count)).not.toEqual([]);
      }
      for (const query of kept ? [page] : [page, count]) {
        const scans = await scansOf('complaints', query);
        expect(scans.length).toBeGreaterThan(0);
        for (const scan of scans) expect(scan).not.toMatch(/^Seq Scan/);
      }
    });
});

describe.skipIf(!ON)(`the bookings list over ${COMPLAINTS.toLocaleString('en')} bookings`, () => {
  const cases: [string, Partial<ListRequest>][] = [
    ['the default list (newest first)', {}],
    ['status', { where: [{ field: 'status', op: 'eq', value: 'scheduled' }] }],
    ["a complaint's visits", { where: [{ field: 'complaintId', op: 'eq', value: 4242 }] }],
    ["a technician's own", { where: [{ field: 'assignedTechnicianId', op: 'in', values: [10_005] }] }],
    ['a week of the dispatch board', { where: [{ field: 'scheduledDate', op: 'gte', value: '2026-03-02' }, { field: 'scheduledDate', op: 'lte', value: '2026-03-08' }] }],
    ['by scheduled date', { sort: 'scheduledDate', ascending: true, where: [{ field: 'status', op: 'eq', value: 'scheduled' }] }],
  ];
  for (const [name, extra] of cases)
    it(`${name}: page and count read an index, never the whole table`, async () => {
      const { page, count } = listQueries(1, { collection: 'bookings', where: [], sort: null, ascending: false, page: 1, limit: 10, ...extra });
      for (const query of [page, count]) {
        const scans = await scansOf('service_bookings', query);
        expect(scans.length).toBeGreaterThan(0);
        for (const scan of scans) expect(scan).not.toMatch(/^Seq Scan/);
      }
    });
  // The queue reads every open booking without a technician or a date: the status index narrows it.
  it('the dispatch queue', async () => {
    const { page } = listQueries(1, { collection: 'bookings', where: QUEUED, sort: null, ascending: false, page: 1, limit: 10 });
    for (const scan of await scansOf('service_bookings', page)) expect(scan).not.toMatch(/^Seq Scan/);
  });
});

describe.skipIf(!ON)(`the other lists in SQL over ${COMPLAINTS.toLocaleString('en')} rows each`, () => {
  const cases: [string, string, Partial<ListRequest>][] = [
    ['spare requests', 'spare_requests', {}],
    ['spare requests', 'spare_requests', { where: [{ field: 'status', op: 'eq', value: 'pending' }] }],
    ['spare requests', 'spare_requests', { where: [{ field: 'bookingId', op: 'in', values: [4242, 4243] }] }],
    ['invoices', 'invoices', {}],
    ...INVOICE_FILTER_VALUES.map((f): [string, string, Partial<ListRequest>] => ['invoices', 'invoices', { where: invoiceFilterConditions(f, new Date('2026-06-01T00:00:00.000Z')) }]),
    ['notifications', 'notifications', { where: notificationAudience({ id: 7 }, 'warehouse_admin') }],
    ['notifications', 'notifications', { where: [...notificationAudience({ id: 7 }, 'customer'), { field: 'isRead', op: 'eq', value: false }] }],
    ['audit logs', 'audit_logs', {}],
    ['audit logs', 'audit_logs', { where: [{ field: 'entityType', op: 'ieq', value: 'Invoice' }] }],
    ['approvals', 'approvals', { where: [{ field: 'status', op: 'eq', value: 'pending' }] }],
  ];
  const collections: Record<string, string> = { spare_requests: 'spareRequests', invoices: 'invoices', notifications: 'notifications', audit_logs: 'auditLogs', approvals: 'approvals' };
  for (const [name, table, extra] of cases)
    it(`${name} ${JSON.stringify(extra.where ?? [])}: page and count read an index`, async () => {
      const { page, count } = listQueries(1, { collection: collections[table], where: [], sort: null, ascending: false, page: 1, limit: 10, ...extra });
      for (const query of [page, count]) {
        const scans = await scansOf(table, query);
        expect(scans.length).toBeGreaterThan(0);
        for (const scan of scans) expect(scan).not.toMatch(/^Seq Scan/);
      }
    });
});
