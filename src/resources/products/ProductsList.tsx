import { useAccess } from '../../ui/useAccess';
import { ListCard } from '../../ui/ListCard';
import { ProductStats } from './ProductStats';
import { ProductsTable } from './ProductsTable';
import { PRODUCT_LIST_TOOLS } from './productExport';
import { productFilters } from './productFilters';
import { useCategoryChoices } from './useCategoryChoices';

// The search box is typed: wait for a pause before asking the server.
const FILTER_DEBOUNCE_MS = 500;

/**
 * 'Product List': GET /api/products (page, limit, search, categoryId), newest first. The spec
 * gives no sample products: a failed load shows the alert alone, with a way to try again.
 */
export const ProductsList = () => {
  const { choices } = useCategoryChoices();
  // The stock figures (counts and stock value) are the staff's; a customer reads the catalogue (issue 27).
  const { canAccess: readsStock } = useAccess('low-stock', 'list');
  return (
    <ListCard
      resource="products"
      top={readsStock ? <ProductStats /> : undefined}
      filters={productFilters(choices)}
      filterDebounce={FILTER_DEBOUNCE_MS}
      filtersAlign="flex-start"
      loadFailure="products.loadFailure"
      tools={PRODUCT_LIST_TOOLS}
      table={<ProductsTable />}
    />
  );
};
