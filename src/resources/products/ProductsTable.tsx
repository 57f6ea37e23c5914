import { Stack } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import { Money } from '../../ui/Money';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { DeleteProductButton } from './DeleteProductButton';
import { EditProductButton } from './EditProductButton';
import type { Product } from './types';
import { ListTable } from '../../ui/ListTable';
import { NOWRAP_HEADER_TABLE_SX } from '../../ui/tableSx';

const Column = DataTable.Col<Product>;

const ActiveChip = ({ active }: { active: boolean }) => {
  const translate = useTranslate();
  return (
    <StatusBadge
      status={active ? 'active' : 'inactive'}
      label={translate(active ? 'products.status.active' : 'products.status.inactive')}
    />
  );
};

/** Name, SKU, category, price in rupees, warranty months, stock on hand, reserved and available, Active/Inactive and the row actions. */
export const ProductsTable = () => {
  const storeKey = useTableStoreKey();
  // Stock figures are for those who keep or use the stock; a customer reads the catalogue (issue 27).
  const { canAccess: readsStock } = useAccess('low-stock', 'list');
  return (
    <ListTable<Product>
      // The columns are the user's own (the list's Columns menu).
      storeKey={storeKey}
      rowClick={false}
      emptyKey="products.empty"
      sx={NOWRAP_HEADER_TABLE_SX}
    >
      <Column source="name" label="products.columns.name" />
      <Column source="sku" label="products.columns.sku" render={(r) => r.sku || '—'} />
      <Column
        source="category"
        label="products.columns.category"
        disableSort
        render={(r) => (r.categoryId != null ? <ReferenceName source="categoryId" reference="catalog/categories" fallback="category" /> : r.category || '—')}
      />
      <Column source="price" label="products.columns.price" align="right" render={(r) => <Money value={r.price} />} />
      <Column
        source="warrantyMonths"
        label="products.columns.warrantyMonths"
        disableSort
        align="right"
        render={(r) => (r.warrantyMonths == null ? '—' : String(r.warrantyMonths))}
      />
      {readsStock ? <Column source="stock" label="products.columns.stock" align="right" /> : null}
      {readsStock ? <Column source="reserved" label="products.columns.reserved" disableSort align="right" render={(r) => String(r.reserved ?? 0)} /> : null}
      {readsStock ? (
        <Column source="available" label="products.columns.available" disableSort align="right" render={(r) => String(r.available ?? r.stock)} />
      ) : null}
      <Column source="isActive" label="products.columns.status" render={(r) => <ActiveChip active={r.isActive !== false} />} />
      <Column
        label="products.columns.actions"
        disableSort
        render={() => (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <EditProductButton />
            <DeleteProductButton />
          </Stack>
        )}
      />
    </ListTable>
  );
};
