import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../ui/errorText';
import { StockStatusChip } from '../low-stock/StockStatusChip';

/** The react-query key of a product's stock; the form invalidates it after a movement. */
export const stockQueryKey = (productId: Identifier) => ['inventory-stock', String(productId)] as const;

/** GET /api/inventory/stock/{id}: the chosen product's current stock and its status. */
export const useCurrentStock = (productId: Identifier | null | undefined) => {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  return useQuery({
    queryKey: stockQueryKey(productId ?? ''),
    queryFn: () => dataProvider.getStock(productId as Identifier).then(({ data }) => data),
    enabled: productId !== null && productId !== undefined && productId !== '',
  });
};

/** Shown once a product is chosen, so the user sees the stock before and after a movement. */
export const CurrentStock = ({ productId }: { productId: Identifier | null | undefined }) => {
  const translate = useTranslate();
  const { data, error, isPending, isFetching } = useCurrentStock(productId);
  if (productId === null || productId === undefined || productId === '') return null;
  return (
    <Box role="status" aria-live="polite" aria-busy={isFetching || undefined} sx={{ minHeight: 32 }}>
      {error ? (
        <Alert severity="warning" variant="outlined">
          {translate('inventory.stock.failure', { message: errorText(error, translate) })}
        </Alert>
      ) : isPending ? (
        <Stack direction="row" spacing={1} alignItems="center">
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {translate('inventory.stock.loading')}
          </Typography>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="body1">
            {translate('inventory.stock.current', { count: data.currentStock })}
          </Typography>
          {typeof data.stockThreshold === 'number' ? (
            <StockStatusChip currentStock={data.currentStock} stockThreshold={data.stockThreshold} status={data.status} />
          ) : null}
        </Stack>
      )}
    </Box>
  );
};
