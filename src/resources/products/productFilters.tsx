import { TextInput } from 'react-admin';
import { SelectFilterInput } from '../../ui/SelectFilterInput';
import type { CategoryChoice } from './types';

/**
 * The list filters: a search over name and SKU, and the category (from the up-to-100 dropdown
 * list; 'All categories' sends none). A change goes back to page 1 (react-admin's setFilters).
 */
export const productFilters = (categories: CategoryChoice[]) => [
  <TextInput key="search" source="search" label="products.filters.search" type="search" helperText={false} alwaysOn />,
  <SelectFilterInput
    key="categoryId"
    source="categoryId"
    label="products.filters.category"
    allLabel="products.filters.allCategories"
    choices={categories.map((c) => ({ id: String(c.id), name: c.name }))}
    alwaysOn
  />,
];
