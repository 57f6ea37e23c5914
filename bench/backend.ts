// The demo backend's part of `npm run bench` (docs/performance.md): the complaints list with filter,
// sort and page over 100,000 complaints, through msw's getResponse and the real handlers, in Node.
// bench/run.mjs bundles this file with Vite (Node cannot import the TypeScript of mocks/ itself).
import { getResponse } from 'msw';
import { handlers } from '../mocks/handlers';
import { db } from '../mocks/db';
import { createSeed, prng } from '../mocks/seed';
import { signInUser } from '../mocks/handlers/sessions';
import { COMPLAINT_STATUSES, DEMO_ORIGIN } from '../src/config';

export interface BackendBenchOptions {
  size: number;
  calls: number;
  /** A full garbage collection, run before the timed calls so they do not pay for the seed's garbage. */
  gc?: () => void;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The list queries of the bench: every status (and none), pages near and far, all sort orders. */
const queries = (calls: number, seed: number): URLSearchParams[] => {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const statuses = [null, ...COMPLAINT_STATUSES];
  // [sort, order]: null sort is the console's default (newest first, no sort parameter sent).
  const sorts: Array<[string | null, string | null]> = [[null, null], [null, null], ['id', 'ASC'], ['createdAt', 'DESC'], ['createdAt', 'ASC'], ['status', 'ASC'], ['serialNo', 'DESC']];
  return Array.from({ length: calls }, () => {
    const q = new URLSearchParams({ page: String(pick([1, 1, 2, 3, 5, 10, 20])), limit: String(pick([10, 10, 25, 50])) });
    const status = pick(statuses);
    if (status) q.set('status', status);
    const [sort, order] = pick(sorts);
    if (sort) q.set('sort', sort);
    if (order) q.set('order', order);
    return q;
  });
};

export const benchBackend = async ({ size, calls, gc }: BackendBenchOptions) => {
  let started = performance.now();
  const state = createSeed({ size, tenants: 1 });
  const seedMs = performance.now() - started;
  db.replace(state);
  // A sign-in of the super admin without its password (the tokens are signed: mocks/handlers/sessions.ts).
  const token = (await signInUser(state.users.find((u) => u.role === 'super_admin')!.id)).accessToken;
  const complaints = db.tenant('1').complaints.length;

  const list = async (query: URLSearchParams) => {
    const request = new Request(`${DEMO_ORIGIN}/api/complaints?${query}`, { headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Id': '1' } });
    const response = await getResponse(handlers, request);
    if (!response || response.status !== 200) throw new Error(`GET /api/complaints?${query} answered ${response?.status}`);
    return (await response.json()) as { data: Array<{ id: number }>; total: number };
  };

  // Warm-up of the JIT with other queries (only id order, so no sort index is built before the timed
  // calls: building them, once per sort field and direction, counts in the figures).
  for (const q of queries(40, 7)) if (!q.has('sort') || q.get('sort') === 'id') await list(q);
  gc?.();
  const times: number[] = [];
  let rows = 0;
  for (const q of queries(calls, 11)) {
    started = performance.now();
    const page = await list(q);
    times.push(performance.now() - started);
    rows += page.data.length;
  }
  times.sort((a, b) => a - b);
  return {
    complaints,
    calls,
    rowsReturned: rows,
    seedMs: Math.round(seedMs),
    p50Ms: Number(percentile(times, 50).toFixed(2)),
    p95Ms: Number(percentile(times, 95).toFixed(2)),
    maxMs: Number(times[times.length - 1].toFixed(2)),
    callsOver10Ms: times.filter((t) => t > 10).length,
  };
};
