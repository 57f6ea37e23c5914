import { DAY_MS } from './dates';
import { roundPaise } from './money';
import type { Condition } from './listQuery';

export const OVERDUE_AFTER_DAYS = 7;

export interface SpareItemLike {
  quantity: number | string;
  estimatedCost: number | string;
}

/** Sum of quantity x estimated cost, to paise. */
export const spareRequestTotal = (items: SpareItemLike[]) =>
  roundPaise(items.reduce((s, i) => s + (Number(i.quantity) || 0) * (Number(i.estimatedCost) || 0), 0));

/** Approved and created more than 7 days ago. */
export const isOverdue = (req: { status: string; createdAt: string }, now: Date = new Date()) =>
  req.status === 'approved' && now.getTime() - new Date(req.createdAt).getTime() > OVERDUE_AFTER_DAYS * DAY_MS;

/**
 * `isOverdue` as conditions on the stored fields, for a list filtered by the store (the SQL on the
 * server): approved, and created before the cut-off (ISO 8601 timestamps compare as text).
 */
export const overdueConditions = (now: Date = new Date()): Condition[] => [
  { field: 'status', op: 'eq', value: 'approved' },
  { field: 'createdAt', op: 'lt', value: new Date(now.getTime() - OVERDUE_AFTER_DAYS * DAY_MS).toISOString() },
];

export interface SpareItemDraft {
  productId?: number | string | null;
  partName?: string | null;
  partNumber?: string | null;
  quantity?: number | string | null;
  estimatedCost?: number | string | null;
  description?: string | null;
}

export interface SpareRequestDraft {
  bookingId?: number | string | null;
  requestedBy?: number | string | null;
  requestedItems?: SpareItemDraft[] | null;
}

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** An item row nobody filled in (quantity alone, which has a default, does not count). */
export const isBlankSpareItem = (item: SpareItemDraft) =>
  blank(item.partName) && blank(item.partNumber) && blank(item.estimatedCost) && blank(item.description);

/**
 * Spec: bookingId, requestedBy and at least one item are required ('Please fill all required
 * fields'). Untouched item rows are ignored; every other row needs its part name.
 */
export const isSpareRequestComplete = (draft: SpareRequestDraft) => {
  const items = (draft.requestedItems ?? []).filter((i) => !isBlankSpareItem(i));
  return !blank(draft.bookingId) && !blank(draft.requestedBy) && items.length > 0 && items.every((i) => !blank(i.partName));
};

export type SpareRequestStatus = 'pending' | 'approved' | 'rejected' | 'delivered';
export const SPARE_REQUEST_STATUSES: SpareRequestStatus[] = ['pending', 'approved', 'rejected', 'delivered'];

/**
 * Which decision a request in `status` can take. Spec: Approve is disabled when already approved,
 * Reject when already rejected, Delivered is enabled only when approved. A delivered request is
 * final (the demo backend refuses any change to it), so Approve and Reject are off there too.
 */
export const canApproveSpareRequest = (status: string) => status === 'pending' || status === 'rejected';
export const canRejectSpareRequest = (status: string) => status === 'pending' || status === 'approved';
export const canDeliverSpareRequest = (status: string) => status === 'approved';

/** The items of a request that are catalogue products, one line per product with its quantities added up. */
export const catalogueLines = (items: { productId?: number | string | null; quantity: number | string }[]): { productId: number; quantity: number }[] => {
  const byProduct = new Map<number, number>();
  for (const item of items) {
    if (item.productId === null || item.productId === undefined || String(item.productId).trim() === '') continue;
    const id = Number(item.productId);
    byProduct.set(id, (byProduct.get(id) ?? 0) + Number(item.quantity));
  }
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
};

/** The catalogue parts of `requests` by product: what was delivered to a job, or what approved requests hold back. */
export const partsOf = (requests: readonly { requestedItems: { productId?: number | string | null; quantity: number | string }[] }[]): Map<number, number> => {
  const total = new Map<number, number>();
  for (const line of catalogueLines(requests.flatMap((r) => r.requestedItems))) total.set(line.productId, (total.get(line.productId) ?? 0) + line.quantity);
  return total;
};

/**
 * Of the parts a job used, what still has to leave the store (issue 27: one stock movement per
 * physical part): each part less what its spare requests already delivered to the job (those left
 * the store on delivery), never below 0; parts fully covered drop out.
 */
export const partsFromStore = (used: readonly { productId: number; quantity: number }[], delivered: ReadonlyMap<number, number>): { productId: number; quantity: number }[] =>
  used.map((p) => ({ productId: p.productId, quantity: Math.max(0, p.quantity - (delivered.get(p.productId) ?? 0)) })).filter((p) => p.quantity > 0);

/** On hand, held back for approved spare requests not yet delivered, and what is left to promise (never below 0). */
export const stockPosition = (onHand: number, reserved: number) => ({ stock: onHand, reserved, available: Math.max(0, onHand - reserved) });

/** The reference of a delivered request's stock movements. */
export const spareRequestRef = (id: number | string) => `SR-${id}`;
