import { ListCard } from '../../ui/ListCard';
import { VendorCreateForm } from './VendorCreateForm';
import { VendorOverview } from './VendorOverview';
import { VendorPerformanceDialog } from './VendorPerformanceButton';
import { VendorsTable } from './VendorsTable';
import { VENDOR_LIST_TOOLS } from './vendorExport';
import { VENDOR_FILTER_DEFAULTS, vendorFilters } from './vendorFilters';
import { SAMPLE_VENDORS } from './sampleVendors';
import { ScreenPage } from '../../ui/ScreenPage';
import { CreateAboveListIfAllowed } from '../../ui/CreateAboveList';

// City and specialization are typed: wait for a pause before asking the server.
const FILTER_DEBOUNCE_MS = 300;

/**
 * /admin/third-parties ('Vendor Assignment'): create a vendor or technician, the performance
 * overview, then filter, page and act on the list (spec part 1, sections 2-5, 7-9;
 * docs/architecture.md, "Paths the spec leaves open"; README, "Deliberate departures from the spec"). At
 * /admin/third-parties/:id/show, that vendor's performance over the list.
 */
const VendorsPage = () => (
  <ScreenPage title="vendors.title">
    <CreateAboveListIfAllowed resource="third-parties">
      <VendorCreateForm />
    </CreateAboveListIfAllowed>
    <VendorOverview />
    <ListCard
      resource="third-parties"
      heading="vendors.list.title"
      filters={vendorFilters}
      filtersLabel="vendors.filters.label"
      filterDebounce={FILTER_DEBOUNCE_MS}
      filtersAlign="center"
      filterDefaultValues={VENDOR_FILTER_DEFAULTS}
      loadFailure="vendors.loadFailure"
      tools={VENDOR_LIST_TOOLS}
      table={<VendorsTable />}
      sampleData={SAMPLE_VENDORS}
      sampleTable={<VendorsTable sample />}
    />
    <VendorPerformanceDialog />
  </ScreenPage>
);

export default VendorsPage;
