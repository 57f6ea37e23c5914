// A list's filters as data, one definition for both stores (docs/architecture.md, "Lists"): a
// handler (mocks/handlers) says which rows it wants as conditions on fields, and the store that
// answers evaluates them: `listInMemory` on the rows in memory (the browser demo, the tests), the
// server's SQL (server/db/lists.ts) over the table's indexes. The same tests run against both. A
// rule that selects rows (a queued booking) is written once, as conditions, and judged by `holds`.
import { pageBounds } from './paging';

export type Scalar = string | number | boolean;

export type Condition =
  /** The field equals the value (a missing field equals nothing). */
  | { field: string; op: 'eq'; value: Scalar }
  /** The field is one of the values (none: no row). */
  | { field: string; op: 'in'; values: Scalar[] }
  /** The text field equals the value, ignoring case. */
  | { field: string; op: 'ieq'; value: string }
  /** The field (text: ISO dates and times compare as text) is at least / at most / before / after the value. */
  | { field: string; op: 'gte' | 'lte' | 'lt' | 'gt'; value: string }
  /** The field is at most / after another field of the same row (both present, compared as text). */
  | { field: string; op: 'lteField' | 'gtField'; other: string }
  /** The text field contains the value, ignoring case. */
  | { field: string; op: 'contains'; value: string }
  /** The digits of the text field contain the value's digits (a phone number however it was typed). */
  | { field: string; op: 'digitsContain'; value: string }
  /** One of the texts of the list field contains the value, ignoring case (a vendor's specializations). */
  | { field: string; op: 'anyContains'; value: string }
  /** The field is null or missing. */
  | { field: string; op: 'null' }
  /** Any of the conditions holds (each a list of conditions that must all hold). */
  | { op: 'or'; any: Condition[][] };

export interface ListRequest {
  /** The warehouse's collection (mocks/types.ts TenantData). */
  collection: string;
  /** All must hold. */
  where: Condition[];
  /** A sortable field (src/domain/listSort.ts, checked by the handler); null: newest (highest id) first. */
  sort: string | null;
  ascending: boolean;
  page: number;
  limit: number;
}

export interface ListPage<T> {
  data: T[];
  total: number;
}

type Row = Record<string, unknown>;
const value = (row: object, field: string) => (row as Row)[field] ?? null;

export const holds = (row: object, c: Condition): boolean => {
  switch (c.op) {
    case 'eq':
      return value(row, c.field) === c.value;
    case 'in':
      return c.values.includes(value(row, c.field) as Scalar);
    case 'ieq': {
      const v = value(row, c.field);
      return typeof v === 'string' && v.toLowerCase() === c.value.toLowerCase();
    }
    case 'gte':
    case 'lte':
    case 'lt':
    case 'gt': {
      const v = value(row, c.field);
      if (v === null) return false;
      const x = String(v);
      return c.op === 'gte' ? x >= c.value : c.op === 'lte' ? x <= c.value : c.op === 'lt' ? x < c.value : x > c.value;
    }
    case 'lteField':
    case 'gtField': {
      const v = value(row, c.field);
      const w = value(row, c.other);
      if (v === null || w === null) return false;
      return c.op === 'lteField' ? String(v) <= String(w) : String(v) > String(w);
    }
    case 'contains': {
      const v = value(row, c.field);
      return typeof v === 'string' && v.toLowerCase().includes(c.value.toLowerCase());
    }
    case 'digitsContain': {
      const v = value(row, c.field);
      return typeof v === 'string' && v.replace(/\D/g, '').includes(c.value.replace(/\D/g, ''));
    }
    case 'anyContains': {
      const v = value(row, c.field);
      const needle = c.value.toLowerCase();
      return Array.isArray(v) && v.some((x) => typeof x === 'string' && x.toLowerCase().includes(needle));
    }
    case 'null':
      return value(row, c.field) === null;
    case 'or':
      return c.any.some((all) => all.every((x) => holds(row, x)));
  }
};

/**
 * The order of every list but the complaints': newest first (rows are stored oldest first); with a
 * sort, by that field (nulls last both ways), ties newest first.
 */
const compare = (field: string, ascending: boolean) => {
  const dir = ascending ? 1 : -1;
  return (a: Row, b: Row) => {
    const x = value(a, field);
    const y = value(b, field);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return ((x as Scalar) > (y as Scalar) ? 1 : -1) * dir;
  };
};

/** The rows that meet every condition, newest first (rows are stored oldest first). */
export const rowsWhere = <T extends object>(rows: readonly T[], where: Condition[]): T[] => rows.filter((r) => where.every((c) => holds(r, c))).reverse();

/** One page of `rows` (stored order, oldest first) as `request` asks, and the total. */
export const listInMemory = <T extends object>(rows: readonly T[], request: ListRequest): ListPage<T> => {
  let out = rowsWhere(rows as readonly Row[], request.where);
  if (request.sort) out = out.sort(compare(request.sort, request.ascending));
  const { start, end } = pageBounds(request.page, request.limit);
  return { data: out.slice(start, end) as T[], total: out.length };
};
