import { useGetList } from 'react-admin';
import { DROPDOWN_LIMIT } from '../../config';
import { isSampleWorthy } from '../../providers/http';
import { SAMPLE_PRODUCTS } from './sampleBoms';
import type { BomProduct } from './types';

// The pickers show their own error; react-admin's toast is not wanted on top.
const QUIET = { onError: () => undefined };

/**
 * The product picker's list: the first 100 products (spec part 2, sections 2 and 9). On a failed
 * load that got no answer or a 5xx it falls back to the sample products (after a 4xx: none) and
 * still hands back the error.
 */
export const useBomProducts = () => {
  const { data, error, isPending } = useGetList<BomProduct & { id: number }>(
    'products',
    { pagination: { page: 1, perPage: DROPDOWN_LIMIT } },
    QUIET,
  );
  const isSample = isSampleWorthy(error);
  const products: BomProduct[] = isSample ? SAMPLE_PRODUCTS : error ? [] : (data ?? []).map(({ id, name, sku }) => ({ id, name, sku }));
  return { products, error, isPending: isPending && !error, isSample };
};
