import { Stack, Typography } from '@mui/material';
import { DataTable, RecordContextProvider } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { Money } from '../../ui/Money';
import { ReferenceName } from '../../ui/ReferenceName';
import { TranslatedStatus } from '../../ui/TranslatedStatus';
import { BomRowActions } from './BomRowActions';
import type { Bom } from './types';
import { ListTable } from '../../ui/ListTable';
import { NOWRAP_HEADER_TABLE_SX } from '../../ui/tableSx';

const Column = DataTable.Col<Bom>;

/**
 * The BOM's product by name: the name the BOM carries while the product loads (or for a role that
 * may not read products), then the product's representation as a link to it.
 */
export const BomProductName = ({ record }: { record: Bom }) => (
  <RecordContextProvider value={{ ...record, parentProductName: record.parentProduct?.name }}>
    <ReferenceName source="parentProductId" reference="products" fallback="parentProductName" />
  </RecordContextProvider>
);

/** Product name with its SKU under it, as the BOM carries them; without them, the product fetched by id. */
const ProductCell = ({ record }: { record: Bom }) =>
  record.parentProduct ? (
    <Stack spacing={0.25}>
      <span>{record.parentProduct.name}</span>
      <Typography variant="caption" color="text.secondary">
        {record.parentProduct.sku}
      </Typography>
    </Stack>
  ) : (
    <ReferenceName source="parentProductId" reference="products" />
  );

export const BomStatusBadge = ({ status }: { status: Bom['status'] }) => <TranslatedStatus ns="boms" status={status} />;

/**
 * The BOM table over the surrounding ListContext: the live list, or the sample list after a
 * failed load (then `sample` disables every row action).
 */
export const BomsTable = ({ sample = false }: { sample?: boolean }) => (
  <ListTable<Bom> rowClick={false} emptyKey="boms.empty" sx={NOWRAP_HEADER_TABLE_SX}>
    <Column source="id" label="boms.columns.id" disableSort />
    <Column source="parentProductId" label="boms.columns.product" disableSort render={(r) => <ProductCell record={r} />} />
    <Column source="version" label="boms.columns.version" disableSort />
    <Column source="description" label="boms.columns.description" disableSort />
    <Column source="status" label="boms.columns.status" disableSort render={(r) => <BomStatusBadge status={r.status} />} />
    <Column source="totalCost" label="boms.columns.totalCost" disableSort align="right" render={(r) => <Money value={r.totalCost} />} />
    <Column
      source="effectiveDate"
      label="boms.columns.effectiveDate"
      disableSort
      render={(r) => <DateText value={r.effectiveDate} withTime />}
    />
    <Column label="boms.columns.actions" disableSort render={() => <BomRowActions disabled={sample} />} />
  </ListTable>
);
