// Global search (issue 12 item 7; docs/architecture.md, "Lifecycle and SLA"): one query over complaints,
// customers, registrations and products, a few of each. Pure: the demo backend answers GET /api/search
// with it, and the app bar's box reads its types.

import { refusal } from './refusal';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_GROUP_LIMIT = 5;
/** A longer text is refused (400 SEARCH_TOO_LONG): nothing real is that long. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = refusal('serverText.searchTooLong', { max: SEARCH_MAX_LENGTH });

/** The groups, in the order the results show them; each is also its permission-matrix row. */
export const SEARCH_GROUPS = ['complaints', 'customers', 'registrations', 'products'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** What a result line needs, per group. */
export interface ComplaintHit {
  id: number;
  serialNo: string;
  status: string;
  customerName: string | null;
  productName: string | null;
}
export interface CustomerHit {
  id: number;
  name: string;
  phone: string;
  email: string;
}
export interface RegistrationHit {
  id: number;
  serialNo: string;
  invoiceNumber: string | null;
  productName: string | null;
  customerName: string | null;
}
export interface ProductHit {
  id: number;
  name: string;
  sku: string;
}
export interface SearchHits {
  complaints: ComplaintHit[];
  customers: CustomerHit[];
  registrations: RegistrationHit[];
  products: ProductHit[];
}
/** The answer: only the groups the caller may read (a group it may not read is absent, not empty). */
export type SearchResults = Partial<SearchHits>;

/** The records searched (the demo backend's tables of one warehouse, or any store with these fields). */
export interface SearchData {
  complaints: readonly { id: number; customerId: number; productId: number; serialNo: string; status: string }[];
  customers: readonly { id: number; name: string; phone: string; email: string }[];
  registrations: readonly { id: number; customerId: number; productId: number; serialNo: string; invoiceNumber: string | null }[];
  products: readonly { id: number; name: string; sku: string }[];
}

export interface SearchScope {
  /** The groups the caller may list. */
  groups: readonly SearchGroup[];
  /** When set, complaints and registrations are only those of these customers (a customer's own records). */
  ownCustomerIds?: ReadonlySet<number> | null;
  /** At most this many per group (default SEARCH_GROUP_LIMIT). */
  limit?: number;
}

/** How well `value` matches `q` (both lower case): 0 equal, 1 starts with it, 2 contains it, null no match. */
const rank = (value: string | null | undefined, q: string): number | null => {
  if (!q) return null;
  const v = String(value ?? '').toLowerCase();
  if (v === q) return 0;
  if (v.startsWith(q)) return 1;
  return v.includes(q) ? 2 : null;
};

/** The best rank over several fields. */
const best = (...ranks: (number | null)[]): number | null => {
  const found = ranks.filter((r): r is number => r !== null);
  return found.length ? Math.min(...found) : null;
};

/** A phone typed any way ('98765 43210', '+91 98765', '9876543210') is matched on its digits, four at least. */
const phoneDigits = (q: string) => (/^[\d\s+()-]+$/.test(q) ? q.replace(/\D/g, '') : '');
const digitsOf = (s: string) => String(s ?? '').replace(/\D/g, '');

/** Rows with a rank, best first; ties by `tie`; `limit` of them. */
const top = <T,>(rows: readonly T[], score: (row: T) => number | null, tie: (a: T, b: T) => number, limit: number): T[] =>
  rows
    .map((row) => ({ row, r: score(row) }))
    .filter((x): x is { row: T; r: number } => x.r !== null)
    .sort((a, b) => a.r - b.r || tie(a.row, b.row))
    .slice(0, limit)
    .map((x) => x.row);

const newestFirst = (a: { id: number }, b: { id: number }) => b.id - a.id;
const byName = (a: { id: number; name: string }, b: { id: number; name: string }) => a.name.localeCompare(b.name) || a.id - b.id;

/** The search text as matched: trimmed, lower case. */
export const normalizeSearch = (q: unknown) => String(q ?? '').trim().toLowerCase();

/**
 * Complaints by id ('#42' or '42') or serial number; customers by name, phone or e-mail;
 * registrations by serial or invoice number; products by name or SKU. Exact matches first, then
 * those starting with the text, then those containing it (ties: newest complaint or registration,
 * customer or product by name). Under SEARCH_MIN_LENGTH characters every allowed group is empty.
 */
export const searchRecords = (data: SearchData, rawQuery: unknown, scope: SearchScope): SearchResults => {
  const q = normalizeSearch(rawQuery);
  const limit = scope.limit ?? SEARCH_GROUP_LIMIT;
  const allowed = new Set(scope.groups);
  const results: SearchResults = {};
  const short = q.length < SEARCH_MIN_LENGTH;
  const own = scope.ownCustomerIds ?? null;
  const mine = <T extends { customerId: number }>(rows: readonly T[]) => (own ? rows.filter((r) => own.has(r.customerId)) : rows);

  const customers = new Map(data.customers.map((c) => [c.id, c]));
  const products = new Map(data.products.map((p) => [p.id, p]));
  const idText = q.replace(/^#/, '');
  const idAsked = /^\d+$/.test(idText) ? Number(idText) : null;
  const digits = phoneDigits(q);

  if (allowed.has('complaints')) {
    const rows = short
      ? []
      : top(mine(data.complaints), (c) => best(c.id === idAsked ? 0 : null, q.startsWith('#') ? null : rank(c.serialNo, q)), newestFirst, limit);
    results.complaints = rows.map((c) => ({
      id: c.id,
      serialNo: c.serialNo,
      status: c.status,
      customerName: customers.get(c.customerId)?.name ?? null,
      productName: products.get(c.productId)?.name ?? null,
    }));
  }
  if (allowed.has('customers')) {
    const score = (c: SearchData['customers'][number]) =>
      best(rank(c.name, q), rank(c.email, q), digits.length >= 4 ? rank(digitsOf(c.phone), digits) : null);
    results.customers = (short ? [] : top(data.customers, score, byName, limit)).map(({ id, name, phone, email }) => ({ id, name, phone, email }));
  }
  if (allowed.has('registrations')) {
    const rows = short ? [] : top(mine(data.registrations), (r) => best(rank(r.serialNo, q), rank(r.invoiceNumber, q)), newestFirst, limit);
    results.registrations = rows.map((r) => ({
      id: r.id,
      serialNo: r.serialNo,
      invoiceNumber: r.invoiceNumber,
      productName: products.get(r.productId)?.name ?? null,
      customerName: customers.get(r.customerId)?.name ?? null,
    }));
  }
  if (allowed.has('products')) {
    results.products = (short ? [] : top(data.products, (p) => best(rank(p.name, q), rank(p.sku, q)), byName, limit)).map(({ id, name, sku }) => ({ id, name, sku }));
  }
  return results;
};
