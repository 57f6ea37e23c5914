import { choiceFilter } from '../../ui/selectFilters';
import { LOW_STOCK_STATUSES } from './types';

/** Status: All, Out of Stock, Critical, Low Stock; 'All' sends no status. */
export const lowStockFilters = [
  choiceFilter('lowStock', 'status', LOW_STOCK_STATUSES, 'lowStock.status'),
];
