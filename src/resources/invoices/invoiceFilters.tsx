import { DEFAULT_INVOICE_STATUS, INVOICE_FILTER_VALUES } from '../../domain/invoice';
import { choiceFilter } from '../../ui/selectFilters';

/**
 * Status: All, open, draft, sent, paid, overdue, cancelled (spec part 2, section 2, plus open and
 * cancelled; issue 15). The spec's option texts are the raw values; 'All' sends no status. The
 * default is every open invoice (draft, sent, overdue): the spec's 'sent' hid most of them.
 */
export const invoiceFilters = [
  choiceFilter('invoices', 'status', INVOICE_FILTER_VALUES),
];

export const INVOICE_FILTER_DEFAULTS = { status: DEFAULT_INVOICE_STATUS };
