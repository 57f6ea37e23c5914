import { type ListControllerResult } from 'react-admin';
import { ListCard } from '../../ui/ListCard';
import { OverdueSpareRequests } from './OverdueSpareRequests';
import { SpareRequestCreateForm } from './SpareRequestCreateForm';
import { SpareRequestsTable } from './SpareRequestsTable';
import { SPARE_REQUEST_CARD } from './SpareRequestCard';
import { OVERDUE_ONLY, SPARE_REQUEST_FILTER_DEFAULTS, spareRequestFilters } from './spareRequestFilters';
import { SAMPLE_SPARE_REQUESTS } from './sampleSpareRequests';
import { ScreenPage } from '../../ui/ScreenPage';
import { SPARE_REQUEST_LIST_TOOLS } from './spareRequestExport';
import { CreateAboveListIfAllowed } from '../../ui/CreateAboveList';

// The Booking ID filter is typed: wait for a pause before asking the server.
const FILTER_DEBOUNCE_MS = 400;

/** The 'Overdue only' filter shows the overdue requests in place of the paged list. */
const overdueView = ({ filterValues }: ListControllerResult) =>
  filterValues?.overdue === OVERDUE_ONLY ? <OverdueSpareRequests bookingId={filterValues?.bookingId} /> : null;

/**
 * /admin/spares/requests ('Parts Approval'): raise a spare request, then filter, page, view and
 * decide on the list (spec part 1, sections 2-9; docs/architecture.md, "Business rules";
 * README, "Deliberate departures from the spec"). After a failed load: the built-in sample requests, in
 * the same table, actions disabled.
 */
const SpareRequestsPage = () => (
  <ScreenPage title="spareRequests.title">
    <CreateAboveListIfAllowed resource="spares/requests">
      <SpareRequestCreateForm />
    </CreateAboveListIfAllowed>
    <ListCard
      resource="spares/requests"
      heading="spareRequests.list.title"
      filters={spareRequestFilters}
      filterDebounce={FILTER_DEBOUNCE_MS}
      filtersAlign="flex-start"
      filterDefaultValues={SPARE_REQUEST_FILTER_DEFAULTS}
      loadFailure="spareRequests.loadFailure"
      table={<SpareRequestsTable />}
      card={SPARE_REQUEST_CARD}
      sampleData={SAMPLE_SPARE_REQUESTS}
      sampleTable={<SpareRequestsTable sample />}
      replaceResults={overdueView}
      tools={SPARE_REQUEST_LIST_TOOLS}
    />
  </ScreenPage>
);

export default SpareRequestsPage;
