import { DAY_MS } from './dates';
import { roundPaise } from './money';

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
