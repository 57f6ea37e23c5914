import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';
import { exportDate } from '../../ui/list-tools/exportColumns';
import { effectiveEndDate, warrantyStatus, type WarrantyLike } from '../../domain/warranty';

/**
 * The registrations list's tools: its columns in the export (product and customer by name, the end
 * date and warranty status derived as the table derives them) and Columns.
 */
export const REGISTRATION_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'id', label: 'registrations.columns.id' },
    { source: 'productId', label: 'registrations.columns.product', reference: 'products' },
    { source: 'serialNo', label: 'registrations.columns.serial' },
    { source: 'customerId', label: 'registrations.columns.customer', reference: 'service/customers', fallback: 'customerName' },
    { source: 'purchaseDate', label: 'registrations.columns.purchaseDate', kind: 'date' },
    {
      source: 'warrantyMonths',
      label: 'registrations.columns.warrantyMonths',
      value: (r, translate) => translate('registrations.months', { months: r.warrantyMonths }),
    },
    // With no stored end, purchase date + warrantyMonths calendar months
    // (docs/architecture.md, "Money: GST and warranty").
    { source: 'warrantyEndDate', label: 'registrations.columns.endDate', value: (r) => exportDate(effectiveEndDate(r as WarrantyLike)) },
    { source: 'warrantyStatus', label: 'registrations.columns.warrantyStatus', value: (r, translate) => translate(`registrations.status.${warrantyStatus(r as WarrantyLike)}`) },
    { source: 'extensions', label: 'registrations.columns.extensions', value: (r) => String(Array.isArray(r.extensions) ? r.extensions.length : 0) },
  ],
};
