import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';

const joined = (parts: unknown[], separator: string) => parts.filter((part) => part !== null && part !== undefined && part !== '').join(separator);

/** The vendors list's tools: its columns in the export (type, commission and status in words, as the table shows them) and Columns. */
export const VENDOR_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'id', label: 'vendors.columns.id' },
    { source: 'name', label: 'vendors.columns.name' },
    { source: 'type', label: 'vendors.columns.type', translateAs: 'vendors.type' },
    // The table's Contact cell: the email over the phone number.
    { source: 'email', label: 'vendors.columns.contact', value: (r) => joined([r.email, r.phone], ' / ') },
    // The table's Location cell: city, state over the pincode.
    { source: 'city', label: 'vendors.columns.location', value: (r) => joined([joined([r.city, r.state], ', '), r.pincode], ' ') },
    // Unrated vendors (0) are left empty, as the table shows a dash.
    { source: 'rating', label: 'vendors.columns.rating', value: (r) => (Number(r.rating) > 0 ? Number(r.rating).toFixed(1) : '') },
    {
      source: 'commissionPercentage',
      label: 'vendors.columns.commission',
      value: (r, translate) => translate('vendors.commission', { rate: Number(r.commissionPercentage) }),
    },
    { source: 'isActive', label: 'vendors.columns.status', value: (r, translate) => translate(r.isActive ? 'vendors.status.active' : 'vendors.status.inactive') },
  ],
};
