import { useId } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  FilterLiveForm,
  ListBase,
  ListContextProvider,
  Title,
  useCanAccess,
  useList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { OverdueSpareRequests } from './OverdueSpareRequests';
import { SpareRequestCreateForm } from './SpareRequestCreateForm';
import { SpareRequestsTable } from './SpareRequestsTable';
import { OVERDUE_ONLY, SPARE_REQUEST_FILTER_DEFAULTS, spareRequestFilters } from './spareRequestFilters';
import { SAMPLE_SPARE_REQUESTS } from './sampleSpareRequests';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };
// The Booking ID filter is typed: wait for a pause before asking the server.
const FILTER_DEBOUNCE_MS = 400;

/** After a failed load: the built-in sample requests, in the same table, actions disabled. */
const SampleSpareRequests = () => {
  const sampleList = useList({ data: SAMPLE_SPARE_REQUESTS, resource: 'spares/requests' });
  return (
    <ListContextProvider value={sampleList}>
      <SpareRequestsTable sample />
    </ListContextProvider>
  );
};

const SpareRequestsListView = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { error, refetch, filterValues } = useListContext();
  const overdueOnly = filterValues?.overdue === OVERDUE_ONLY;
  let body;
  if (overdueOnly) {
    body = <OverdueSpareRequests bookingId={filterValues?.bookingId} />;
  } else if (error) {
    body = (
      <>
        <ErrorAlert
          title={translate('spareRequests.loadFailure')}
          error={error}
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
              {translate('common.reload')}
            </Button>
          }
        />
        <SampleDataBanner />
        <SampleSpareRequests />
      </>
    );
  } else {
    body = (
      <>
        <SpareRequestsTable />
        <PrevNextPagination />
      </>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('spareRequests.list.title')}
      </Typography>
      <FilterLiveForm debounce={FILTER_DEBOUNCE_MS}>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
          {spareRequestFilters}
        </Stack>
      </FilterLiveForm>
      {body}
    </Stack>
  );
};

/**
 * /admin/spares/requests ('Parts Approval'): raise a spare request, then filter, page, view and
 * decide on the list (spec part 1, sections 2-9; DESIGN sections 6 and 9).
 */
const SpareRequestsPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { canAccess: canCreate } = useCanAccess({ resource: 'spares/requests', action: 'create' });
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('spareRequests.title')} />
      {canCreate ? <SpareRequestCreateForm /> : null}
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <ListBase
            resource="spares/requests"
            filterDefaultValues={SPARE_REQUEST_FILTER_DEFAULTS}
            perPage={DEFAULT_PAGE_SIZE}
            queryOptions={LIST_QUERY_OPTIONS}
          >
            <SpareRequestsListView headingId={headingId} />
          </ListBase>
        </CardContent>
      </Card>
    </Box>
  );
};

export default SpareRequestsPage;
