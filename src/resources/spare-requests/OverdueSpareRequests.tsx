import { useMemo } from 'react';
import { Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { ListContextProvider, useDataProvider, useList, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { OVERDUE_AFTER_DAYS } from '../../domain/spares';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { OVERDUE_QUERY_KEY } from './useReplaceSpareRequestRow';
import { SpareRequestsTable } from './SpareRequestsTable';
import type { SpareRequest } from './types';

/**
 * 'Overdue Only': page 1 of size 10 of the approved requests, kept when created more than 7 days
 * ago (dataProvider.getOverdueSpareRequests, spec section 9). The Booking ID filter narrows it on
 * the client; the status filter does not apply (overdue means approved).
 */
export const OverdueSpareRequests = ({ bookingId }: { bookingId?: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: OVERDUE_QUERY_KEY,
    queryFn: () => dataProvider.getOverdueSpareRequests(),
  });
  const booking = String(bookingId ?? '').trim();
  const rows = useMemo(
    () => ((data?.data ?? []) as SpareRequest[]).filter((r) => !booking || String(r.bookingId) === booking),
    [data, booking],
  );
  const list = useList<SpareRequest>({ data: rows, isPending, perPage: DEFAULT_PAGE_SIZE, resource: 'spares/requests' });

  if (error) {
    return (
      <ErrorAlert
        title={translate('spareRequests.overdueLoadFailure')}
        error={error}
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
            {translate('common.reload')}
          </Button>
        }
      />
    );
  }
  return (
    <ListContextProvider value={list}>
      <Typography variant="body2" color="text.secondary">
        {translate('spareRequests.overdueHint', { days: OVERDUE_AFTER_DAYS })}
      </Typography>
      <SpareRequestsTable />
      <PrevNextPagination />
    </ListContextProvider>
  );
};
