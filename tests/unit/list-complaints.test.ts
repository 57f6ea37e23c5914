import { describe, expect, it } from 'vitest';
import { listComplaints } from '../../mocks/handlers/complaintList';
import { db } from '../../mocks/db';
import { createSeed, prng } from '../../mocks/seed';
import { COMPLAINT_STATUSES } from '../../src/config';
import { pageSlice } from '../../src/domain/paging';
import type { Complaint } from '../../mocks/types';

/** What the list did before it was made fast: filter, copy, stable sort (or reverse), slice. */
const reference = (rows: Complaint[], q: URLSearchParams) => {
  const status = q.get('status');
  let all = status ? rows.filter((c) => c.status === status) : rows;
  const field = q.get('sort');
  const dir = (q.get('order') || 'DESC').toUpperCase() === 'ASC' ? 1 : -1;
  if (field && field !== 'id') {
    all = [...all].sort((a, b) => {
      const x = (a as any)[field];
      const y = (b as any)[field];
      if (x === y) return 0;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      return (x > y ? 1 : -1) * dir;
    });
  } else if (dir === -1) all = [...all].reverse();
  return { data: pageSlice(all, Number(q.get('page') || 1), Number(q.get('limit') || 10)), total: all.length };
};

const randomQueries = (count: number) => {
  const rand = prng(5);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  return Array.from({ length: count }, () => {
    const q = new URLSearchParams({ page: String(pick([1, 2, 3, 7, 40, 500])), limit: String(pick([1, 10, 25, 50, 500])) });
    const status = pick([null, ...COMPLAINT_STATUSES]);
    if (status) q.set('status', status);
    const sort = pick([null, 'id', 'createdAt', 'status', 'assignedVendorId', 'commissionRateApplied', 'serialNo', 'isUnderWarranty']);
    if (sort) q.set('sort', sort);
    const order = pick([null, 'ASC', 'DESC', 'asc']);
    if (order) q.set('order', order);
    return q;
  });
};

const expectSameAsReference = (rows: Complaint[], queries: URLSearchParams[]) => {
  for (const q of queries) {
    const got = listComplaints(rows, q);
    const want = reference(rows, q);
    expect(got.total, String(q)).toBe(want.total);
    expect(got.data.map((c) => c.id), String(q)).toEqual(want.data.map((c) => c.id));
  }
};

/** Seeded complaints with ties and missing values, which a stable sort keeps in stored order and puts last. */
const complaintsOf = (size: number) => {
  const rows = createSeed({ size, tenants: 1 }).data['1'].complaints;
  rows.forEach((c, i) => {
    if (i % 7 === 0) c.assignedVendorId = null;
    if (i % 11 === 0) c.commissionRateApplied = null;
  });
  return rows;
};

describe('the demo backend complaint list', () => {
  it('a short list: the same page and total as filter + stable sort + slice, for every status, sort, order and page', () => {
    expectSameAsReference(complaintsOf(3000), randomQueries(300));
  });

  it('a long list (indexed): the same results, and still after rows change and are added', () => {
    const rows = complaintsOf(6000);
    expectSameAsReference(rows, randomQueries(200));
    // A committed change (as every handler does) and an added row are seen by the next call.
    rows.filter((c) => c.status === 'open').slice(0, 300).forEach((c) => {
      c.status = 'closed';
      c.createdAt = '2020-01-01T00:00:00.000Z';
    });
    db.persist();
    rows.push({ ...rows[0], id: rows.length + 1, status: 'open', serialNo: 'ZZZ-NEW' });
    expectSameAsReference(rows, randomQueries(200));
  });
});
