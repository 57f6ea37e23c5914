import { useId } from 'react';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { StatTiles } from '../../ui/StatTiles';
import type { VendorStats } from './types';

export const vendorStatsQueryKey = ['third-parties', 'getVendorStats'] as const;

/**
 * The performance overview: four tiles from GET /api/vendor-assignments/stats. Real figures for
 * the current warehouse (docs/architecture.md, "Paths the spec leaves open"), where the reference showed
 * fixed ones; a refresh after a create, an activation or a rating updates them.
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
          <StatTiles tiles={tiles} />
        )}
      </CardContent>
    </Card>
  );
};
