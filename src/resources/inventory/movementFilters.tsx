import { LookupInput } from '../../ui/LookupInput';
import { choiceFilter } from '../../ui/selectFilters';
import { MOVEMENT_TYPES } from './types';

/** Product filter: any product, searched on the server as the user types; cleared, no productId is sent. */
const ProductFilterInput = ({ source }: { source: string; alwaysOn?: boolean }) => (
  <LookupInput source={source} reference="products" label="inventory.filters.product" fullWidth={false} sx={{ minWidth: 260 }} />
);

/** Stock Movements filters (spec part 1, section 2): product and type (All, IN, OUT). */
export const movementFilters = [
  <ProductFilterInput key="productId" source="productId" alwaysOn />,
  choiceFilter('inventory', 'type', MOVEMENT_TYPES, 'inventory.type'),
];
