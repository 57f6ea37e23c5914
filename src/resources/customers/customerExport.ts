import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';

/** The customers list's tools: its columns in the export, headed as the table is, and Columns. */
export const CUSTOMER_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'name', label: 'customers.columns.name' },
    { source: 'email', label: 'customers.columns.email' },
    { source: 'phone', label: 'customers.columns.phone' },
    { source: 'pincode', label: 'customers.columns.pincode' },
    { source: 'city', label: 'customers.columns.city' },
  ],
};
