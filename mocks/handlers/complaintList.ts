import { db } from '../db';
import { pageBounds } from '../../src/domain/paging';
import { slaClock, slaJudge, slaStatusAt, type SlaClock, type SlaStatus } from '../../src/domain/sla';
import type { Complaint } from '../types';

/** Lists this long get indexes kept between calls; shorter ones are simply filtered and sorted. */
const INDEX_FROM = 5000;

/** Nulls last, whatever the direction (as the other lists of the demo backend sort). */
const compareBy = (field: string, ascending: boolean) => {
  const dir = ascending ? 1 : -1;
  return (a: Complaint, b: Complaint) => {
    const x = (a as unknown as Record<string, any>)[field];
    const y = (b as unknown as Record<string, any>)[field];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x > y ? 1 : -1) * dir;
  };
};

/** Positions (in `rows`) of the rows with `status`, or of all rows, in stored (id) order. */
const positionsWith = (rows: readonly Complaint[], status: string | null) => {
  const positions: number[] = [];
  for (let p = 0; p < rows.length; p++) if (!status || rows[p].status === status) positions.push(p);
  return positions;
};

/** A stable sort on `field`: ties keep their stored order. */
const sortPositions = (rows: readonly Complaint[], positions: number[], field: string, ascending: boolean) => {
  const compare = compareBy(field, ascending);
  return positions.sort((a, b) => compare(rows[a], rows[b]) || a - b);
};

/**
 * For a long list: the positions of each status in id order, and each sort asked for so far. Kept
 * until the list changes: its length (rows added) or the store's version (bumped by every committed
 * mutation, see db.persist).
 */
interface ListIndex {
  length: number;
  version: number;
  byStatus: Map<string, number[]>;
  sorted: Map<string, number[]>;
}
const indexes = new WeakMap<readonly Complaint[], ListIndex>();

const indexOf = (rows: readonly Complaint[]): ListIndex => {
  const kept = indexes.get(rows);
  if (kept && kept.length === rows.length && kept.version === db.version) return kept;
  const byStatus = new Map<string, number[]>();
  rows.forEach((c, p) => {
    const list = byStatus.get(c.status);
    if (list) list.push(p);
    else byStatus.set(c.status, [p]);
  });
  const index: ListIndex = { length: rows.length, version: db.version, byStatus, sorted: new Map() };
  indexes.set(rows, index);
  return index;
};

/** Positions in list order for a sort on another field than id, from the index when there is one. */
const sortedPositions = (rows: readonly Complaint[], index: ListIndex | null, field: string, ascending: boolean, status: string | null): number[] => {
  if (!index) return sortPositions(rows, positionsWith(rows, status), field, ascending);
  const key = (s: string | null) => `${field}\u0000${ascending}\u0000${s ?? ''}`;
  if (!index.sorted.has(key(null))) {
    // One full sort per field and direction, then each status's share of it (in the same order).
    const all = sortPositions(rows, positionsWith(rows, null), field, ascending);
    const byStatus = new Map<string, number[]>();
    for (const p of all) {
      const list = byStatus.get(rows[p].status);
      if (list) list.push(p);
      else byStatus.set(rows[p].status, [p]);
    }
    index.sorted.set(key(null), all);
    for (const [s, list] of byStatus) index.sorted.set(key(s), list);
  }
  return index.sorted.get(key(status)) ?? [];
};

/**
 * Each row's SLA clock in milliseconds, for a long list: kept until the list changes (as the index),
 * so the slaStatus filter compares numbers with the time of the call instead of reading dates.
 */
const clocks = new WeakMap<readonly Complaint[], { length: number; version: number; clocks: SlaClock[] }>();

/** The SLA status of the row at a position, at `now`: from the kept clocks for a long list, else judged from the row. */
export const slaStatusesAt = (rows: readonly Complaint[], now: number): ((position: number) => SlaStatus) => {
  if (rows.length < INDEX_FROM) {
    const judge = slaJudge(now);
    return (p) => judge(rows[p]);
  }
  let kept = clocks.get(rows);
  if (!kept || kept.length !== rows.length || kept.version !== db.version) {
    kept = { length: rows.length, version: db.version, clocks: rows.map(slaClock) };
    clocks.set(rows, kept);
  }
  const all = kept.clocks;
  return (p) => slaStatusAt(all[p], now);
};

/**
 * One page of the complaint list and the total: `status` and `slaStatus` filters, `sort`/`order`
 * (newest first by id when no other field is asked for) and `page`/`limit`. The result of filtering,
 * stably sorting and slicing, without doing so on every call over a long list: the bench runs it over
 * 100,000 complaints (docs/performance.md, p95 at most 10 ms). The SLA status depends on `now`, so it is
 * judged per call, on the rows the other filter and the sort (both indexed) leave, from kept clocks.
 */
export const listComplaints = (rows: readonly Complaint[], query: URLSearchParams, now = Date.now()): { data: Complaint[]; total: number } => {
  const status = query.get('status') || null;
  const sla = query.get('slaStatus') || null;
  const field = query.get('sort');
  const ascending = (query.get('order') || 'DESC').toUpperCase() === 'ASC';
  const { start, end } = pageBounds(Number(query.get('page') || 1), Number(query.get('limit') || 10));
  const index = rows.length >= INDEX_FROM ? indexOf(rows) : null;

  if (sla) {
    const bySort = Boolean(field && field !== 'id');
    const statusAt = slaStatusesAt(rows, now);
    let positions: number[];
    if (bySort || status) {
      const candidates = bySort ? sortedPositions(rows, index, field!, ascending, status) : index ? (index.byStatus.get(status!) ?? []) : positionsWith(rows, status);
      positions = candidates.filter((p) => statusAt(p) === sla);
    } else {
      positions = [];
      for (let p = 0; p < rows.length; p++) if (statusAt(p) === sla) positions.push(p);
    }
    // Id order is stored order: newest first reads it backwards.
    const total = positions.length;
    const page = bySort || ascending ? positions.slice(start, end) : positions.slice(Math.max(0, total - end), Math.max(0, total - start)).reverse();
    return { data: page.map((p) => rows[p]), total };
  }
  if (field && field !== 'id') {
    const positions = sortedPositions(rows, index, field, ascending, status);
    return { data: positions.slice(start, end).map((p) => rows[p]), total: positions.length };
  }
  // Rows are stored in id order: newest first reads them from the end.
  const positions = status ? (index ? (index.byStatus.get(status) ?? []) : positionsWith(rows, status)) : null;
  const total = positions ? positions.length : rows.length;
  const data: Complaint[] = [];
  for (let k = start; k < Math.min(end, total); k++) {
    const at = ascending ? k : total - 1 - k;
    data.push(rows[positions ? positions[at] : at]);
  }
  return { data, total };
};
