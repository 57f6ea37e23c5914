import { useGetList } from 'react-admin';
import { DROPDOWN_LIMIT } from '../../config';
import { useAccess } from '../../ui/useAccess';

export interface ProductChoice {
  id: number;
  name: string;
  /** The product's own warranty, which a registration takes unless staff change it. */
  warrantyMonths: number | null;
}

/** The product picker: the first 100 products (spec part 2, section 9), shared by both forms. */
export const useProductChoices = () => {
  // A role that may not read the catalogue (the customer) is not sent to be refused.
  const { canAccess } = useAccess('products', 'list');
  const { data, isPending, error } = useGetList(
    'products',
    { pagination: { page: 1, perPage: DROPDOWN_LIMIT }, sort: { field: 'id', order: 'ASC' } },
    { enabled: canAccess },
  );
  const choices: ProductChoice[] = (data ?? []).map((p) => ({
    id: Number(p.id),
    name: p.sku ? `${p.name} (${p.sku})` : String(p.name),
    warrantyMonths: Number(p.warrantyMonths) > 0 ? Number(p.warrantyMonths) : null,
  }));
  return { choices, isPending, error };
};
