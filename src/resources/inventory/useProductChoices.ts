import { useGetList } from 'react-admin';
import { DROPDOWN_LIMIT } from '../../config';
import type { ProductChoice } from './types';

/** Product dropdowns load page 1 with up to 100 products (spec part 1, section 9). */
export const useProductChoices = () =>
  useGetList<ProductChoice>(
    'products',
    { pagination: { page: 1, perPage: DROPDOWN_LIMIT }, sort: { field: 'id', order: 'DESC' } },
    // Both the filter and the form read it; a minute is fresh enough for a product list.
    { staleTime: 60_000 },
  );

/** 'Vistara 43" TV (VT-43)': what both dropdowns show for a product. */
export const productLabel = (product: Pick<ProductChoice, 'name' | 'sku'>) =>
  product.sku ? `${product.name} (${product.sku})` : product.name;
