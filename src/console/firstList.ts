import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../config';
import { screenForPath, type Screen } from '../screens';
import { viewForPath } from './screenLoaders';
import { markEarlyPage } from '../ui/earlyFirstPage';

/** The longest the console waits for its first rows before rendering without them. */
export const FIRST_LIST_WAIT_MS = 400;

/** What the screen's list asks for when opened afresh: page 1, react-admin's default order, its default filter. */
export const firstListParams = (screen: Screen): GetListParams => ({
  pagination: { page: 1, perPage: DEFAULT_PAGE_SIZE },
  sort: { field: 'id', order: 'ASC' },
  filter: { ...screen.firstList?.filter },
});

/** react-admin's query key for a getList (useGetList), so the list finds the early page in the cache. */
const listQueryKey = (resource: string, { pagination, sort, filter }: GetListParams) => [resource, 'getList', { pagination, sort, filter }];

/**
 * On a cold load of a list screen, its first page is fetched through the dataProvider while the
 * screen's code loads, into the query client the console will render with: the list's first render
 * has its rows, instead of a render without them and another once they arrive (docs/performance.md).
 * Resolves when the page is in the cache, or after FIRST_LIST_WAIT_MS (the list then shows its own
 * loading state), or at once when the path opens no list with a first page declared.
 */
export const prefetchFirstList = (client: QueryClient, dataProvider: DataProvider, pathname: string): Promise<void> => {
  const screen = screenForPath(pathname);
  if (!screen?.firstList || viewForPath(screen, pathname) !== 'list') return Promise.resolve();
  const params = firstListParams(screen);
  const queryKey = listQueryKey(screen.name, params);
  const fetched = client
    .fetchQuery({
      queryKey,
      // The shape useGetList keeps in its cache.
      queryFn: () => dataProvider.getList(screen.name, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    })
    .then(
      () => markEarlyPage(hashKey(queryKey), client.getQueryState(queryKey)?.dataUpdatedAt ?? 0),
      // The list asks again itself and shows the failure its own way.
      () => undefined,
    );
  return Promise.race([fetched, new Promise<void>((resolve) => setTimeout(resolve, FIRST_LIST_WAIT_MS))]);
};
