import type { ReactNode } from 'react';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Money } from '../../ui/Money';
import type { ProductStats as Stats } from './types';

const Tile = ({ label, value, pending }: { label: string; value: ReactNode; pending: boolean }) => (
  <Paper variant="outlined" sx={{ p: 2 }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="h6" sx={{ m: 0 }}>
      {pending ? <Skeleton width={80} /> : value}
    </Typography>
  </Paper>
);

/**
 * The strip above the list: GET /api/products/stats (total, active, inactive, stock value in
 * rupees). Its query sits under the 'products' key, so every refresh after a change reloads it.
 */
export const ProductStats = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['products', 'getProductStats'],
    queryFn: async () => (await dataProvider.getProductStats()).data as Stats,
  });
  if (error) return <ErrorAlert title={translate('products.stats.failure')} error={error} />;
  return (
    <Box
      component="dl"
      aria-label={translate('products.stats.label')}
      sx={{ display: 'grid', gap: 2, m: 0, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <Tile label={translate('products.stats.total')} value={data?.totalProducts ?? 0} pending={isPending} />
      <Tile label={translate('products.stats.active')} value={data?.activeProducts ?? 0} pending={isPending} />
      <Tile label={translate('products.stats.inactive')} value={data?.inactiveProducts ?? 0} pending={isPending} />
      <Tile label={translate('products.stats.stockValue')} value={<Money value={data?.totalStockValue ?? 0} />} pending={isPending} />
    </Box>
  );
};
