import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { DashboardStats, ServiceDeskDataProvider } from '../providers/dataProvider';
import { StatusBreakdown, formatCount } from './StatusBreakdown';
import { RecentBookings, RecentComplaints } from './RecentActivity';
import { SlaCounts } from './SlaCounts';
import { STATUS_COLORS, type StatusCount } from './status';

const COMPLAINT_STATUSES = ['open', 'assigned', 'inProgress', 'resolved'] as const;
const BOOKING_STATUSES = ['scheduled', 'inProgress', 'completed', 'cancelled'] as const;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

const TotalCard = ({ label, value, icon, color }: { label: string; value: number; icon: ReactNode; color: string }) => (
  <Card variant="outlined" role="group" aria-label={label} sx={{ height: '100%' }}>
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 48,
          height: 48,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color,
          bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.22 : 0.12),
        })}
      >
        {icon}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {formatCount(value)}
        </Typography>
      </Box>
    </CardContent>
  </Card>
);

const DashboardSkeleton = () => (
  <Box aria-busy="true" aria-live="polite">
    <Grid container spacing={2}>
      {[0, 1, 2, 3].map((i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Skeleton variant="rounded" height={96} />
        </Grid>
      ))}
      {[0, 1, 2, 3].map((i) => (
        <Grid key={`b${i}`} size={{ xs: 12, lg: 6 }}>
          <Skeleton variant="rounded" height={280} />
        </Grid>
      ))}
    </Grid>
  </Box>
);

/** Dashboard (spec part 2): totals, complaint and booking counts by status, recent complaints and bookings. */
const Dashboard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { data: stats, error, isPending, refetch, isFetching } = useQuery<DashboardStats>({
    queryKey: ['dashboard', 'stats'],
    queryFn: () => dataProvider.getDashboardStats().then((r) => r.data),
  });

  const complaintCounts: StatusCount[] = stats
    ? [
        ...COMPLAINT_STATUSES,
        // 'closed' is not among the spec's four, but shown when the server sends it.
        ...(stats.complaintStats?.closed !== undefined ? (['closed'] as const) : []),
      ].map((s) => ({
        id: s,
        label: translate(`dashboard.status.${s}`),
        value: num(stats.complaintStats?.[s]),
        color: STATUS_COLORS[s],
      }))
    : [];
  const bookingCounts: StatusCount[] = stats
    ? BOOKING_STATUSES.map((s) => ({
        id: s,
        label: translate(`dashboard.status.${s}`),
        value: num(stats.bookingStats?.[s]),
        color: STATUS_COLORS[s],
      }))
    : [];

  return (
    <Box component="section" aria-labelledby="dashboard-title" sx={{ px: 1, pb: 2 }}>
      <Box sx={{ mb: 2 }}>
        <Typography id="dashboard-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {translate('dashboard.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('dashboard.subtitle')}
        </Typography>
      </Box>

      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()} disabled={isFetching}>
              {translate('dashboard.reload')}
            </Button>
          }
        >
          <AlertTitle>{translate('dashboard.loadFailed')}</AlertTitle>
          {(error as Error).message}
        </Alert>
      ) : isPending || !stats ? (
        <DashboardSkeleton />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <TotalCard label={translate('dashboard.totals.users')} value={num(stats.totalUsers)} icon={<PeopleOutline />} color="#6366f1" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <TotalCard label={translate('dashboard.totals.products')} value={num(stats.totalProducts)} icon={<Inventory2Outlined />} color="#0891b2" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <TotalCard
              label={translate('dashboard.totals.complaints')}
              value={num(stats.totalComplaints)}
              icon={<ReportProblemOutlined />}
              color="#d97706"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <TotalCard
              label={translate('dashboard.totals.invoices')}
              value={num(stats.totalInvoices)}
              icon={<ReceiptLongOutlined />}
              color="#16a34a"
            />
          </Grid>
          {stats.slaStats ? (
            <Grid size={{ xs: 12 }}>
              <SlaCounts stats={stats.slaStats} />
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, lg: 6 }}>
            <StatusBreakdown variant="bar" title={translate('dashboard.complaintsByStatus')} items={complaintCounts} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <StatusBreakdown variant="pie" title={translate('dashboard.bookingsByStatus')} items={bookingCounts} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <RecentComplaints rows={Array.isArray(stats.recentComplaints) ? stats.recentComplaints : []} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <RecentBookings rows={Array.isArray(stats.recentBookings) ? stats.recentBookings : []} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
};

export default Dashboard;
