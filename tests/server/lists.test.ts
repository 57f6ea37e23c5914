// The complaint list in SQL (server/db/lists.ts) against the same list on the rows in memory
// (mocks/handlers/complaintList.ts): every sortable field both ways, with and without each filter,
// across pages, on the demo seed written to an in-memory PGlite by the server's own store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, type ComplaintListFilter } from '../../mocks/db';
import { listComplaints } from '../../mocks/handlers/complaintList';
import { openDatabase } from '../../server/db/database';
import { sqlLists } from '../../server/db/lists';
import { startServer, type RunningServer } from '../../server/start';
import { SORTABLE_FIELDS } from '../../src/domain/listSort';

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

const inMemory = (f: ComplaintListFilter) => {
  let rows = db.tenant('1').complaints;
  if (f.customerIds) rows = rows.filter((c) => f.customerIds!.includes(c.customerId));
  if (f.customerId !== null) rows = rows.filter((c) => c.customerId === f.customerId);
  const query = new URLSearchParams({ page: String(f.page), limit: String(f.limit), order: f.ascending ? 'ASC' : 'DESC' });
  if (f.status) query.set('status', f.status);
  if (f.sort) query.set('sort', f.sort);
  return listComplaints(rows, query);
};

describe('the complaint list in SQL', () => {
  it('gives the same rows, order and total as the list in memory for every sort, filter and page', async () => {
    const lists = sqlLists(server.database.db);
    const customer = db.tenant('1').complaints[3].customerId;
    const filters: Partial<ComplaintListFilter>[] = [{}, { status: 'open' }, { status: 'resolved' }, { customerId: customer }, { customerIds: [customer, 2] }, { customerIds: [] }];
    let compared = 0;
    for (const sort of [null, ...SORTABLE_FIELDS.complaints]) {
      for (const ascending of [true, false]) {
        for (const extra of filters) {
          for (const page of [1, 3]) {
            const f: ComplaintListFilter = { customerIds: null, customerId: null, status: null, sort, ascending, page, limit: 7, ...extra };
            const sqlPage = await lists.complaints('1', f);
            const memory = inMemory(f);
            expect({ sort, ascending, extra, page, ids: sqlPage.data.map((c) => c.id), total: sqlPage.total }).toEqual({ sort, ascending, extra, page, ids: memory.data.map((c) => c.id), total: memory.total });
            compared++;
          }
        }
      }
    }
    expect(compared).toBe((SORTABLE_FIELDS.complaints.length + 1) * 2 * filters.length * 2);
  });
});
