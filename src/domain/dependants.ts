// The 409 a delete answers while other records still point at the row (issue 14, scope 3):
// "Product Smart TV 43 is used by 3 complaints and 1 BOM". A refusal of keys (src/domain/refusal.ts):
// the row's sentence (`serverText.productUsedBy`: `Product %{name} is used by %{list}`), the list a
// text of its own (`%{first} and %{last}`, `%{first}, %{rest}`), each count one too (`%{count} BOM`).
import { refusal, type Refusal, type RefusalKey } from './refusal';

/** Each kind of record that may point at a row: the keys of one and of several. */
const COUNTS = {
  complaint: ['serverText.countComplaint', 'serverText.countComplaints'],
  registration: ['serverText.countRegistration', 'serverText.countRegistrations'],
  bom: ['serverText.countBom', 'serverText.countBoms'],
  movement: ['serverText.countMovement', 'serverText.countMovements'],
  spareRequest: ['serverText.countSpareRequest', 'serverText.countSpareRequests'],
  invoice: ['serverText.countInvoice', 'serverText.countInvoices'],
} as const satisfies Record<string, readonly [RefusalKey, RefusalKey]>;

export type DependantKind = keyof typeof COUNTS;

export interface Dependants {
  count: number;
  kind: DependantKind;
}

/** `a`, `a and b`, `a, b and c`... as texts inside texts. */
const listOf = (items: readonly Refusal[]): Refusal =>
  items.length === 1
    ? items[0]
    : items.length === 2
      ? refusal('serverText.listAnd', { first: items[0], last: items[1] })
      : refusal('serverText.listComma', { first: items[0], rest: listOf(items.slice(1)) });

/**
 * `<subject> is used by 3 complaints and 1 BOM`, or undefined when nothing points at it. `subject` is
 * the row's sentence (a key whose text ends in `%{list}`) with the row's own parameters.
 */
export const usedByRefusal = (subject: Refusal, dependants: readonly Dependants[]): Refusal | undefined => {
  const counts = dependants.filter((d) => d.count > 0).map((d) => refusal(COUNTS[d.kind][d.count === 1 ? 0 : 1], { count: d.count }));
  return counts.length ? refusal(subject.key, { ...subject.params, list: listOf(counts) }) : undefined;
};
