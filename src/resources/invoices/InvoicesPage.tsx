import { ListScreen } from '../../ui/ListScreen';
import { InvoicesTable } from './InvoicesTable';
import { INVOICE_FILTER_DEFAULTS, invoiceFilters } from './invoiceFilters';
import { SAMPLE_INVOICES } from './sampleInvoices';
import { INVOICE_LIST_TOOLS } from './invoiceExport';
import { Gstr1ExportButton } from './Gstr1ExportButton';

/**
 * /admin/invoices: the invoices filtered by status (default: every open one), paged, each viewable,
 * printable with its totals recomputed, and issued, paid or cancelled from its row (issue 15) (spec part
 * 2, sections 2-4, 7-9; docs/architecture.md, "Money: GST and warranty";
 * README, "Deliberate departures from the spec"). After a failed load: the built-in sample invoices, in
 * the same table, actions disabled. Beside the heading, 'GSTR-1 CSV' (issue 27): every issued tax invoice
 * per GST rate, for the return; the list's own 'Export CSV' keeps the table's columns.
 */
const InvoicesPage = () => (
  <ListScreen
    resource="invoices"
    texts="invoices"
    headingAction={<Gstr1ExportButton />}
    filters={invoiceFilters}
    filterDefaultValues={INVOICE_FILTER_DEFAULTS}
    table={<InvoicesTable />}
    sampleData={SAMPLE_INVOICES}
    sampleTable={<InvoicesTable sample />}
    tools={INVOICE_LIST_TOOLS}
  />
);

export default InvoicesPage;
