import { DataTable, useTranslate } from 'react-admin';
import { EmptyState } from '../../ui/EmptyState';
import { StockStatusChip } from './StockStatusChip';
import { ThresholdEditor } from './ThresholdEditor';
import type { LowStockItem } from './types';

const Column = DataTable.Col<LowStockItem>;

export interface LowStockTableProps {
  /** Sample rows after a failed load: threshold editing disabled. */
  sample?: boolean;
  /** What to say when there are no rows (depends on whether a filter hides them). */
  emptyText?: string;
  /** Whether the threshold is editable for this role. */
  canEdit: boolean;
}

/** productId, name, SKU, current stock, threshold (editable), status; reads the surrounding ListContext. */
export const LowStockTable = ({ sample = false, emptyText, canEdit }: LowStockTableProps) => {
  const translate = useTranslate();
  return (
    <DataTable<LowStockItem>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyState text={emptyText ?? translate('lowStock.empty')} />}
      sx={{ '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
    >
      <Column source="productId" label="lowStock.columns.productId" disableSort />
      <Column source="name" label="lowStock.columns.name" disableSort />
      <Column source="sku" label="lowStock.columns.sku" disableSort />
      <Column source="currentStock" label="lowStock.columns.currentStock" disableSort align="right" />
      <Column
        source="stockThreshold"
        label="lowStock.columns.threshold"
        disableSort
        render={(r) => <ThresholdEditor key={`${r.id}-${r.stockThreshold}`} record={r} disabled={sample} canEdit={canEdit} />}
      />
      <Column
        source="status"
        label="lowStock.columns.status"
        disableSort
        render={(r) => <StockStatusChip currentStock={r.currentStock} stockThreshold={r.stockThreshold} status={r.status} />}
      />
    </DataTable>
  );
};
