import { useId } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import type { VendorStats } from './types';

export const vendorStatsQueryKey = ['third-parties', 'getVendorStats'] as const;

const Tile = ({ label, value }: { label: string; value: string }) => {
  const labelId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={labelId}>
      <CardContent>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
};

/**
 * The performance overview: four tiles from GET /api/vendor-assignments/stats. Real figures for
 * the current warehouse (DESIGN section 5), where the reference showed fixed ones; a refresh after
 * a create, an activation or a rating updates them.
 */
export const VendorOverview = () => {
  const translate = useTranslate();
  const headingId = useId();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: vendorStatsQueryKey,
    queryFn: () => dataProvider.getVendorStats().then((r) => r.data as VendorStats),
  });
  const tiles: [string, string][] = data
    ? [
        ['vendors.overview.total', String(data.totalVendors)],
        ['vendors.overview.active', String(data.activeVendors)],
        ['vendors.overview.averageRating', Number(data.averageRating).toFixed(1)],
        ['vendors.overview.bookings', String(data.totalBookings)],
      ]
    : [];
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate('vendors.overview.title')}
        </Typography>
        {error ? (
          <ErrorAlert title={translate('vendors.overview.loadFailure')} error={error} />
        ) : isPending ? (
          <Skeleton variant="rounded" height={96} aria-label={translate('vendors.overview.loading')} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
            {tiles.map(([label, value]) => (
              <Tile key={label} label={translate(label)} value={value} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
