import { DEFAULT_INVOICE_STATUS, INVOICE_STATUSES } from '../../domain/invoice';
import { choiceFilter } from '../../ui/selectFilters';

/**
 * Status: All, draft, sent, paid, overdue (spec part 2, section 2). The option texts are the raw
 * values, as the spec lists them; 'All' sends no status. The default ('sent', section 9) is the
 * list's filterDefaultValues.
 */
export const invoiceFilters = [
  choiceFilter('invoices', 'status', INVOICE_STATUSES),
];

export const INVOICE_FILTER_DEFAULTS = { status: DEFAULT_INVOICE_STATUS };
