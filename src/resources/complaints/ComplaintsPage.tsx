import { lazy, Suspense, useId } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  FilterLiveForm,
  ListBase,
  ListContextProvider,
  Title,
  useList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { useAccess } from '../../console/useAccess';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { ComplaintsTable } from './ComplaintsTable';
import { COMPLAINT_FILTER_DEFAULTS, complaintFilters } from './complaintFilters';
import { SAMPLE_COMPLAINTS } from './sampleComplaints';

// The create form renders once the list's first page is here: its lookups (MUI Autocompletes) would
// otherwise render while the first rows wait for their turn on the main thread (DESIGN section 11).
const ComplaintCreateForm = lazy(() => import('./ComplaintCreateForm').then((m) => ({ default: m.ComplaintCreateForm })));

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

/** After a failed load: the built-in sample complaint, in the same table, actions disabled. */
const SampleComplaints = () => {
  const sampleList = useList({ data: SAMPLE_COMPLAINTS, resource: 'service/complaints' });
  return (
    <ListContextProvider value={sampleList}>
      <ComplaintsTable sample />
    </ListContextProvider>
  );
};

const ComplaintsListView = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('complaints.list.title')}
      </Typography>
      <FilterLiveForm debounce={false}>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
          {complaintFilters}
        </Stack>
      </FilterLiveForm>
      {error ? (
        <>
          <ErrorAlert
            title={translate('complaints.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleComplaints />
        </>
      ) : (
        <>
          <ComplaintsTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/service/complaints: log a complaint, then filter, page and act on the list
 * (spec part 1, sections 2-5, 7-9; DESIGN sections 6 and 9).
 */
const CreateFormAfterFirstPage = () => {
  const { isPending } = useListContext();
  const { canAccess: canCreate } = useAccess('service/complaints', 'create');
  if (isPending || !canCreate) return null;
  return (
    <Suspense fallback={null}>
      <ComplaintCreateForm />
    </Suspense>
  );
};

const ComplaintsPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('complaints.title')} />
      {/* The route's guard has checked sign-in and access already: the first page is asked for at once. */}
      <ListBase
        resource="service/complaints"
        disableAuthentication
        filterDefaultValues={COMPLAINT_FILTER_DEFAULTS}
        perPage={DEFAULT_PAGE_SIZE}
        queryOptions={LIST_QUERY_OPTIONS}
      >
        <CreateFormAfterFirstPage />
        <Card component="section" aria-labelledby={headingId}>
          <CardContent>
            <ComplaintsListView headingId={headingId} />
          </CardContent>
        </Card>
      </ListBase>
    </Box>
  );
};

export default ComplaintsPage;
