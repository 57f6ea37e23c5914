import { DEFAULT_INVOICE_STATUS, INVOICE_STATUSES } from '../../domain/invoice';
import { SelectFilterInput } from '../../ui/SelectFilterInput';

/**
 * Status: All, draft, sent, paid, overdue (spec part 2, section 2). The option texts are the raw
 * values, as the spec lists them; 'All' sends no status. The default ('sent', section 9) is the
 * list's filterDefaultValues.
 */
export const invoiceFilters = [
  <SelectFilterInput
    key="status"
    source="status"
    label="invoices.filters.status"
    allLabel="invoices.filters.all"
    choices={INVOICE_STATUSES.map((status) => ({ id: status, name: `invoices.filters.${status}` }))}
    alwaysOn
  />,
];

export const INVOICE_FILTER_DEFAULTS = { status: DEFAULT_INVOICE_STATUS };
