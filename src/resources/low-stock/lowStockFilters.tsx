import { SelectFilterInput } from '../../ui/SelectFilterInput';
import { LOW_STOCK_STATUSES } from './types';

/** Status: All, Out of Stock, Critical, Low Stock; 'All' sends no status. */
export const lowStockFilters = [
  <SelectFilterInput
    key="status"
    source="status"
    label="lowStock.filters.status"
    allLabel="lowStock.filters.all"
    choices={LOW_STOCK_STATUSES.map((status) => ({ id: status, name: `lowStock.status.${status}` }))}
    alwaysOn
  />,
];
