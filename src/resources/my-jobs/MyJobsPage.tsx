import { useMemo } from 'react';
import { Box, Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useGetList, useGetMany, useRefresh, useTranslate } from 'react-admin';
import { DROPDOWN_LIMIT } from '../../config';
import { ScreenPage } from '../../ui/ScreenPage';
import { PageLoading } from '../../ui/PageLoading';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { EmptyState } from '../../ui/EmptyState';
import type { Booking } from '../bookings/types';
import { JobCard, type JobCustomer } from './JobCard';
import { localDay, openJobs } from './jobs';

interface JobComplaint {
  id: number;
  customerId: number;
  productId: number;
  serialNo?: string | null;
  description?: string | null;
}
interface JobProduct {
  id: number;
  name: string;
}

const page = (filter: Record<string, unknown>) => ({ pagination: { page: 1, perPage: DROPDOWN_LIMIT }, sort: { field: 'id', order: 'ASC' as const }, filter });
const unique = (ids: (number | null | undefined)[]) => [...new Set(ids.filter((id): id is number => id != null))];
const byId = <T extends { id: number | string }>(rows: T[] | undefined) => new Map((rows ?? []).map((r) => [Number(r.id), r]));

/**
 * /admin/service/my-jobs (issue 16, scope 2): the signed-in technician's jobs of today and after, and
 * any he has started, as cards made for a phone. The demo backend (and the API) answers a technician
 * with his own bookings only; the customers and products come from the bookings' complaints.
 */
const MyJobsPage = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const today = localDay();
  const upcoming = useGetList<Booking>('service/bookings', page({ dateFrom: today }));
  const started = useGetList<Booking>('service/bookings', page({ status: 'in_progress' }));
  const jobs = useMemo(() => openJobs([...(started.data ?? []), ...(upcoming.data ?? [])], today), [started.data, upcoming.data, today]);

  const complaints = useGetMany<JobComplaint & { id: number }>('service/complaints', { ids: unique(jobs.map((j) => j.complaintId)) }, { enabled: jobs.length > 0 });
  const complaintOf = byId(complaints.data);
  const customers = useGetMany<JobCustomer>('service/customers', { ids: unique((complaints.data ?? []).map((c) => c.customerId)) }, { enabled: Boolean(complaints.data?.length) });
  const products = useGetMany<JobProduct>('products', { ids: unique((complaints.data ?? []).map((c) => c.productId)) }, { enabled: Boolean(complaints.data?.length) });
  const customerOf = byId(customers.data);
  const productOf = byId(products.data);

  const error = upcoming.error ?? started.error;
  const detailsError = complaints.error ?? customers.error ?? products.error;
  const pending = upcoming.isPending || started.isPending;

  return (
    <ScreenPage title="menu.myJobs">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: { xs: 1, sm: 0 } }}>
        <Typography component="h1" variant="h6" sx={{ flexGrow: 1 }}>
          {translate('menu.myJobs')}
        </Typography>
        <Button onClick={refresh} startIcon={<RefreshIcon />} sx={{ minHeight: 44 }}>
          {translate('myJobs.refresh')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {pending ? translate('myJobs.hint') : translate('myJobs.count', { smart_count: jobs.length })}
        </Typography>
      </Box>
      {error ? <ErrorAlert title={translate('myJobs.loadFailure')} error={error} /> : null}
      {detailsError ? <ErrorAlert title={translate('myJobs.detailsFailure')} error={detailsError} /> : null}
      {pending && !error ? <PageLoading /> : null}
      {!pending && !error && jobs.length === 0 ? <EmptyState text={translate('myJobs.empty')} /> : null}
      {jobs.length > 0 ? (
        <Box
          component="section"
          aria-label={translate('menu.myJobs')}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {jobs.map((booking) => {
            const complaint = complaintOf.get(booking.complaintId);
            return (
              <JobCard
                key={booking.id}
                booking={booking}
                today={today}
                customer={complaint ? customerOf.get(complaint.customerId) : undefined}
                productName={complaint ? productOf.get(complaint.productId)?.name : undefined}
                serialNo={complaint?.serialNo}
                fault={complaint?.description}
              />
            );
          })}
        </Box>
      ) : null}
    </ScreenPage>
  );
};

export default MyJobsPage;
