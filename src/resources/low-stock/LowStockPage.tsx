import { useId } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  FilterLiveForm,
  ListBase,
  ListContextProvider,
  Title,
  useCanAccess,
  useGetList,
  useList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageLoading } from '../../ui/PageLoading';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { LowStockTable } from './LowStockTable';
import { lowStockFilters } from './lowStockFilters';
import { SAMPLE_LOW_STOCK } from './sampleLowStock';
import type { LowStockItem } from './types';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

/** After a failed load: the built-in sample rows, in the same table, with editing disabled. */
const SampleLowStock = ({ canEdit }: { canEdit: boolean }) => {
  const sampleList = useList({ data: SAMPLE_LOW_STOCK, resource: 'inventory/low-stock' });
  return (
    <ListContextProvider value={sampleList}>
      <LowStockTable sample canEdit={canEdit} />
    </ListContextProvider>
  );
};

/**
 * The empty text: 'No items match the current filter' when a filter hides rows that exist,
 * else 'No low stock items found - All parts are well stocked!'. The status filter runs on the
 * server, so an empty filtered page asks once more, unfiltered, whether anything is low at all.
 */
const useEmptyText = () => {
  const translate = useTranslate();
  const { filterValues, total, isPending } = useListContext<LowStockItem>();
  const filtered = Object.values(filterValues ?? {}).some((v) => v !== undefined && v !== null && v !== '');
  const { total: unfilteredTotal } = useGetList<LowStockItem>(
    'inventory/low-stock',
    { pagination: { page: 1, perPage: 1 } },
    { enabled: filtered && !isPending && total === 0 },
  );
  return filtered && (unfilteredTotal ?? 1) > 0 ? translate('lowStock.noMatch') : translate('lowStock.empty');
};

const LowStockListView = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext<LowStockItem>();
  const emptyText = useEmptyText();
  return (
    <Stack spacing={2}>
      <FilterLiveForm debounce={false}>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
          {lowStockFilters}
        </Stack>
      </FilterLiveForm>
      {error ? (
        <>
          <ErrorAlert
            title={translate('lowStock.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleLowStock canEdit={canEdit} />
        </>
      ) : (
        <>
          <LowStockTable emptyText={emptyText} canEdit={canEdit} />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/inventory/low-stock: 'Low Stock Alert - TV Parts' (spec part 1, sections 2-9): the parts
 * at or below their threshold, a status filter, and the threshold edited in place.
 */
const LowStockPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  // Checked once here (the threshold PUT is an inventory edit), so rows never show an editor late.
  const { canAccess: canEdit, isPending: accessPending } = useCanAccess({ resource: 'inventory', action: 'edit' });
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('lowStock.title')} />
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <Typography id={headingId} component="h1" variant="h5" gutterBottom>
            {translate('lowStock.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('lowStock.intro')}
          </Typography>
          {accessPending ? (
            <PageLoading />
          ) : (
            <ListBase resource="inventory/low-stock" perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS}>
              <LowStockListView canEdit={Boolean(canEdit)} />
            </ListBase>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default LowStockPage;
