import { Stack, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import type { InventoryMovement } from './types';
import { ListTable } from '../../ui/ListTable';
import { NOWRAP_HEADER_TABLE_SX } from '../../ui/tableSx';

const Column = DataTable.Col<InventoryMovement>;

const ProductCell = ({ record }: { record: InventoryMovement }) => (
  <Stack spacing={0.25}>
    {/* Without the name the movement carries, the product fetched by id (its name and SKU, a link). */}
    {record.product?.name ? <span>{record.product.name}</span> : <ReferenceName source="productId" reference="products" />}
    {record.product?.sku ? (
      <Typography variant="caption" color="text.secondary">
        {record.product.sku}
      </Typography>
    ) : null}
  </Stack>
);

/** IN in green, OUT in teal: both read on light and dark (theme palette, AA checked there). */
const TypeBadge = ({ type }: { type: string }) => {
  const translate = useTranslate();
  return <StatusBadge status={type} color={type === 'IN' ? 'success' : 'secondary'} label={translate(`inventory.type.${type}`, { _: type })} />;
};

const Dash = () => <>—</>;

/** The movements table (newest first, as the server sends them; the spec offers no sorting). */
export const MovementsTable = () => (
  <ListTable<InventoryMovement> rowClick={false} emptyKey="inventory.empty" sx={NOWRAP_HEADER_TABLE_SX}>
    <Column source="productId" label="inventory.columns.product" disableSort render={(r) => <ProductCell record={r} />} />
    <Column source="qty" label="inventory.columns.qty" disableSort align="right" />
    <Column source="type" label="inventory.columns.type" disableSort render={(r) => <TypeBadge type={r.type} />} />
    <Column source="reason" label="inventory.columns.reason" disableSort render={(r) => r.reason || <Dash />} />
    <Column source="ref" label="inventory.columns.ref" disableSort render={(r) => r.ref || <Dash />} />
    <Column
      source="movementDate"
      label="inventory.columns.date"
      disableSort
      render={(r) => <DateText value={r.movementDate ?? r.createdAt} />}
    />
  </ListTable>
);
