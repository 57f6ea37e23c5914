import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';
import type { RaRecord } from 'react-admin';
import { stateByCode } from '../../domain/gst';
import { invoiceKind } from '../../domain/invoiceSeries';

/** `29-Karnataka`: the place of supply as GSTR-1 writes it (the code alone when unknown). */
const placeOfSupplyText = (r: RaRecord): string => {
  const code = r.placeOfSupply ?? r.recipient?.stateCode;
  if (!code) return '';
  const state = stateByCode(code);
  return state ? `${state.code}-${state.name}` : String(code);
};

/**
 * The invoices list's tools: its columns in the export (names for ids, words for codes), Columns and
 * Saved views. After the table's columns, the export adds what a tax invoice is filed by (issue 27):
 * the document's kind, the recipient's GSTIN, the place of supply and the tax split (not table
 * columns, so not in the Columns menu). The GSTR-1 file, one row per invoice and rate, is
 * Gstr1ExportButton's.
 */
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
    {
      source: 'kind',
      label: 'invoices.export.kind',
      inColumnsMenu: false,
      value: (r, translate) => translate(`invoices.kind.${invoiceKind({ kind: r.kind, number: r.number, totalAmount: r.totalAmount })}`),
    },
    { source: 'issuedAt', label: 'invoices.export.issued', kind: 'date', inColumnsMenu: false },
    { source: 'recipientGstin', label: 'invoices.export.gstin', inColumnsMenu: false, value: (r) => r.recipient?.gstin ?? '' },
    { source: 'placeOfSupply', label: 'invoices.export.placeOfSupply', inColumnsMenu: false, value: (r) => placeOfSupplyText(r) },
    { source: 'cgstAmount', label: 'invoices.export.cgst', kind: 'money', inColumnsMenu: false },
    { source: 'sgstAmount', label: 'invoices.export.sgst', kind: 'money', inColumnsMenu: false },
    { source: 'igstAmount', label: 'invoices.export.igst', kind: 'money', inColumnsMenu: false },
  ],
};
