import { useId } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ListBase, ListContextProvider, Title, useList, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { ApprovalFilterForm } from './ApprovalFilterForm';
import { ApprovalsTable } from './ApprovalsTable';
import { APPROVAL_FILTER_DEFAULTS } from './approvalFilters';
import { SAMPLE_APPROVALS } from './sampleApprovals';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

/** After a failed load: the built-in sample approvals, in the same table, actions disabled. */
const SampleApprovals = () => {
  const sampleList = useList({ data: SAMPLE_APPROVALS, resource: 'approvals' });
  return (
    <ListContextProvider value={sampleList}>
      <ApprovalsTable sample />
    </ListContextProvider>
  );
};

const ApprovalsListView = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('approvals.list.title')}
      </Typography>
      <ApprovalFilterForm />
      {error ? (
        <>
          <ErrorAlert
            title={translate('approvals.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleApprovals />
        </>
      ) : (
        <>
          <ApprovalsTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/approvals: approvals filtered by status (default pending, applied by 'Filter'), paged,
 * each approved or rejected with optional notes (spec part 2, sections 2-4, 7-9; DESIGN section 9).
 */
const ApprovalsPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('approvals.title')} />
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <ListBase resource="approvals" filterDefaultValues={APPROVAL_FILTER_DEFAULTS} perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS}>
            <ApprovalsListView headingId={headingId} />
          </ListBase>
        </CardContent>
      </Card>
    </Box>
  );
};

export default ApprovalsPage;
