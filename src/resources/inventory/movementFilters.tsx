import { SelectFilterInput } from '../../ui/SelectFilterInput';
import { choiceFilter } from '../../ui/selectFilters';
import { MOVEMENT_TYPES } from './types';
import { productLabel, useProductChoices } from './useProductChoices';

/** Product filter: the products of page 1 (limit 100); 'All' sends no productId. */
const ProductFilterInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const { data: products = [] } = useProductChoices();
  return (
    <SelectFilterInput
      source={source}
      label="inventory.filters.product"
      allLabel="inventory.filters.all"
      choices={products.map((p) => ({ id: String(p.id), name: productLabel(p) }))}
    />
  );
};

/** Stock Movements filters (spec part 1, section 2): product and type (All, IN, OUT). */
export const movementFilters = [
  <ProductFilterInput key="productId" source="productId" alwaysOn />,
  choiceFilter('inventory', 'type', MOVEMENT_TYPES, 'inventory.type'),
];
