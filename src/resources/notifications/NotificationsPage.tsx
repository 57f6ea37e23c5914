import { useId } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { FilterLiveForm, ListBase, ListContextProvider, Title, useList, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { NotificationsTable } from './NotificationsTable';
import { notificationFilters } from './notificationFilters';
import { SAMPLE_NOTIFICATIONS } from './sampleNotifications';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

/** After a failed load: the built-in sample notifications, in the same table, Mark Read disabled. */
const SampleNotifications = () => {
  const sampleList = useList({ data: SAMPLE_NOTIFICATIONS, resource: 'notifications' });
  return (
    <ListContextProvider value={sampleList}>
      <NotificationsTable sample />
    </ListContextProvider>
  );
};

const NotificationsListView = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('notifications.list.title')}
      </Typography>
      <FilterLiveForm debounce={false}>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
          {notificationFilters}
        </Stack>
      </FilterLiveForm>
      {error ? (
        <>
          <ErrorAlert
            title={translate('notifications.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleNotifications />
        </>
      ) : (
        <>
          <NotificationsTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/notifications: every notification, newest first, paged, each marked read with one click;
 * the top bar's unread count follows (spec part 2, sections 2-4, 7-9; DESIGN section 9).
 */
const NotificationsPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('notifications.title')} />
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <ListBase resource="notifications" perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS}>
            <NotificationsListView headingId={headingId} />
          </ListBase>
        </CardContent>
      </Card>
    </Box>
  );
};

export default NotificationsPage;
