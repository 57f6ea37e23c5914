import { useGetList } from 'react-admin';
import { DROPDOWN_LIMIT } from '../../config';

export interface ProductChoice {
  id: number;
  name: string;
}

/** The product picker: the first 100 products (spec part 2, section 9), shared by both forms. */
export const useProductChoices = () => {
  const { data, isPending, error } = useGetList('products', {
    pagination: { page: 1, perPage: DROPDOWN_LIMIT },
    sort: { field: 'id', order: 'ASC' },
  });
  const choices: ProductChoice[] = (data ?? []).map((p) => ({ id: Number(p.id), name: p.sku ? `${p.name} (${p.sku})` : String(p.name) }));
  return { choices, isPending, error };
};
