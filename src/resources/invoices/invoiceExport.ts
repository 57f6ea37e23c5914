import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';

/** The invoices list's tools: its columns in the export (names for ids, words for codes), Columns and Saved views. */
export const INVOICE_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'id', label: 'invoices.columns.id' },
    {
      source: 'number',
      label: 'invoices.columns.number',
      value: (r, translate) => (r.number ? String(r.number) : r.status === 'draft' ? translate('invoices.number.draft') : ''),
    },
    { source: 'bookingId', label: 'invoices.columns.booking', reference: 'service/bookings' },
    { source: 'customerId', label: 'invoices.columns.customer', reference: 'service/customers', fallback: 'customerName' },
    { source: 'subtotal', label: 'invoices.columns.subtotal', kind: 'money' },
    { source: 'taxAmount', label: 'invoices.columns.tax', kind: 'money' },
    { source: 'totalAmount', label: 'invoices.columns.total', kind: 'money' },
    { source: 'status', label: 'invoices.columns.status', translateAs: 'invoices.status' },
    { source: 'createdAt', label: 'invoices.columns.created', kind: 'date' },
    { source: 'dueDate', label: 'invoices.columns.due', kind: 'date' },
  ],
};
