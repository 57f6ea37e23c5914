import { Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { effectiveEndDate } from '../../domain/warranty';
import { DateText } from '../../ui/DateText';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import { ReferenceName } from '../../ui/ReferenceName';
import { ExtendWarrantyButton } from './ExtendWarrantyButton';
import { WarrantyStatusBadge } from './WarrantyStatusBadge';
import type { Registration } from './types';
import { ListTable } from '../../ui/ListTable';
import { NOWRAP_HEADER_TABLE_SX } from '../../ui/tableSx';

const Column = DataTable.Col<Registration>;

const ProductCell = ({ record }: { record: Registration }) => {
  // Without the name the registration carries, the product fetched by id (its name and SKU, a link).
  if (!record.product?.name) return <ReferenceName source="productId" reference="products" />;
  return (
    <>
      {record.product.name}
      {record.product.sku ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {record.product.sku}
        </Typography>
      ) : null}
    </>
  );
};

/**
 * The registrations table, reading the surrounding ListContext: the live list, or the sample list
 * after a failed load (then `sample` disables the Extend action).
 */
export const RegistrationsTable = ({ sample = false }: { sample?: boolean }) => {
  const translate = useTranslate();
  const storeKey = useTableStoreKey();
  return (
    <ListTable<Registration>
      // The columns are the user's own (the list's Columns menu).
      storeKey={storeKey}
      rowClick={false}
      emptyKey="registrations.empty"
      // The server lists the newest first; the spec offers no column sorting.
      sx={NOWRAP_HEADER_TABLE_SX}
    >
      <Column source="id" label="registrations.columns.id" disableSort />
      <Column source="productId" label="registrations.columns.product" disableSort render={(r) => <ProductCell record={r} />} />
      <Column source="serialNo" label="registrations.columns.serial" />
      <Column
        source="customerId"
        label="registrations.columns.customer"
        disableSort
        render={() => <ReferenceName source="customerId" reference="service/customers" fallback="customerName" />}
      />
      <Column
        source="purchaseDate"
        label="registrations.columns.purchaseDate"
        render={(r) => <DateText value={r.purchaseDate} />}
      />
      <Column
        source="warrantyMonths"
        label="registrations.columns.warrantyMonths"
        disableSort
        render={(r) => translate('registrations.months', { months: r.warrantyMonths })}
      />
      <Column
        source="warrantyEndDate"
        label="registrations.columns.endDate"
        // With no stored end, purchase date + warrantyMonths calendar months
        // (docs/architecture.md, "Money: GST and warranty").
        render={(r) => <DateText value={effectiveEndDate(r)} />}
      />
      <Column
        source="warrantyStatus"
        label="registrations.columns.warrantyStatus"
        disableSort
        render={(r) => <WarrantyStatusBadge record={r} />}
      />
      <Column
        source="extensions"
        label="registrations.columns.extensions"
        disableSort
        render={(r) => String(r.extensions?.length ?? 0)}
      />
      <Column label="registrations.columns.actions" disableSort render={() => <ExtendWarrantyButton disabled={sample} />} />
    </ListTable>
  );
};
