// A list's first page fetched early, while the console's code loads (src/console/firstList.ts
// fetches it; the lists, src/ui/ListCard.tsx, read it here): kept so the list does not ask for it
// again when it mounts.
import type { Query } from '@tanstack/react-query';

/** How long an early first page counts as fresh: the list it was fetched for does not ask again. */
const FRESH_MS = 10_000;

const preparedAt = new Map<string, number>();

/** Notes that the query `queryHash` was fetched early, its data of `dataUpdatedAt`. */
export const markEarlyPage = (queryHash: string, dataUpdatedAt: number) => {
  preparedAt.set(queryHash, dataUpdatedAt);
};

/**
 * react-query's refetchOnMount for lists: a page fetched early for this list (above), under 10 s
 * ago and not changed since, is not asked for a second time when the list mounts; any other stale
 * page is (react-query's default).
 */
export const refetchOnMountUnlessEarly = (query: Pick<Query, 'queryHash' | 'state'>) => {
  const at = preparedAt.get(query.queryHash);
  return !(at !== undefined && query.state.dataUpdatedAt === at && Date.now() - at < FRESH_MS);
};
