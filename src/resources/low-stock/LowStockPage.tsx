import { useId } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { ListCard } from '../../ui/ListCard';
import { PageLoading } from '../../ui/PageLoading';
import { LowStockTable } from './LowStockTable';
import { lowStockFilters } from './lowStockFilters';
import { SAMPLE_LOW_STOCK } from './sampleLowStock';
import type { LowStockItem } from './types';
import { ScreenPage } from '../../ui/ScreenPage';
import { useAccess } from '../../ui/useAccess';

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

/** The live table, with the empty text that tells a filter's empty page from an empty stock. */
const LiveLowStockTable = ({ canEdit }: { canEdit: boolean }) => <LowStockTable emptyText={useEmptyText()} canEdit={canEdit} />;

/**
 * /admin/inventory/low-stock: 'Low Stock Alert - TV Parts' (spec part 1, sections 2-9): the parts
 * at or below their threshold, a status filter, and the threshold edited in place.
 */
const LowStockPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  // Checked once here (the threshold PUT is an inventory edit), so rows never show an editor late.
  const { canAccess: canEdit, isPending: accessPending } = useAccess('inventory', 'edit');
  return (
    <ScreenPage title="lowStock.title">
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
            // After a failed load: the built-in sample rows, in the same table, with editing disabled.
            <ListCard
              resource="inventory/low-stock"
              filters={lowStockFilters}
              loadFailure="lowStock.loadFailure"
              table={<LiveLowStockTable canEdit={Boolean(canEdit)} />}
              sampleData={SAMPLE_LOW_STOCK}
              sampleTable={<LowStockTable sample canEdit={Boolean(canEdit)} />}
            />
          )}
        </CardContent>
      </Card>
    </ScreenPage>
  );
};

export default LowStockPage;
