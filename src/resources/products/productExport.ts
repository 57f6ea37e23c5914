import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';

/** The products list's tools: its columns in the export (the category by name, price in rupees, status in words) and Columns. */
export const PRODUCT_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'name', label: 'products.columns.name' },
    { source: 'sku', label: 'products.columns.sku' },
    // The category's name, which the server sends beside its id.
    { source: 'category', label: 'products.columns.category' },
    { source: 'price', label: 'products.columns.price', kind: 'money' },
    { source: 'warrantyMonths', label: 'products.columns.warrantyMonths' },
    {
      source: 'isActive',
      label: 'products.columns.status',
      value: (r, translate) => translate(r.isActive !== false ? 'products.status.active' : 'products.status.inactive'),
    },
  ],
};
