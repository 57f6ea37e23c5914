import { DataTable, ReferenceManyField, useTranslate } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { effectiveEndDate } from '../../domain/warranty';
import { DateText } from '../../ui/DateText';
import { DetailGrid } from '../../ui/DetailGrid';
import { EmptyState } from '../../ui/EmptyState';
import { Money } from '../../ui/Money';
import { RecordPage, RecordSection } from '../../ui/RecordPage';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { BomStatusBadge } from '../boms/BomsTable';
import { WarrantyStatusBadge } from '../registrations/WarrantyStatusBadge';
import type { Product } from './types';
import { EnumText } from '../../ui/TranslatedStatus';

const TEXTS = { back: 'products.show.back', loadFailure: 'products.show.loadFailure' };
const RELATED = { perPage: 25, sort: { field: 'id', order: 'DESC' } as const };

/** The product's bills of materials, each opening its page. */
const ProductBoms = () => {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="catalog/boms" target="parentProductId" {...RELATED}>
      <DataTable bulkActionButtons={false} rowClick="show" empty={<EmptyState text={translate('products.show.noBoms')} />}>
        <DataTable.Col source="version" label="boms.columns.version" disableSort />
        <DataTable.Col source="status" label="boms.columns.status" disableSort render={(b) => <BomStatusBadge status={b.status} />} />
        <DataTable.Col source="totalCost" label="boms.columns.totalCost" disableSort render={(b) => <Money value={b.totalCost} />} />
        <DataTable.Col source="effectiveDate" label="boms.columns.effectiveDate" disableSort render={(b) => <DateText value={b.effectiveDate} />} />
      </DataTable>
    </ReferenceManyField>
  );
};

/** The units sold and registered for warranty: serial, owner, warranty end and status. */
const ProductRegistrations = () => {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="catalog/registrations" target="productId" {...RELATED}>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyState text={translate('products.show.noRegistrations')} />}>
        <DataTable.Col source="serialNo" label="registrations.columns.serial" disableSort />
        <DataTable.Col source="customerId" label="registrations.columns.customer" disableSort render={() => <ReferenceName source="customerId" reference="service/customers" fallback="customerName" />} />
        <DataTable.Col source="warrantyEndDate" label="registrations.columns.endDate" disableSort render={(r) => <DateText value={effectiveEndDate(r)} />} />
        <DataTable.Col source="warrantyStatus" label="registrations.columns.warrantyStatus" disableSort render={(r) => <WarrantyStatusBadge record={r} />} />
      </DataTable>
    </ReferenceManyField>
  );
};

/** Stock in and out of the product, newest first. */
const ProductMovements = () => {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="inventory/transactions" target="productId" {...RELATED}>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyState text={translate('products.show.noMovements')} />}>
        <DataTable.Col source="type" label="inventory.columns.type" disableSort render={(m) => <EnumText prefix="inventory.type" value={m.type} />} />
        <DataTable.Col source="qty" label="inventory.columns.qty" disableSort />
        <DataTable.Col source="reason" label="inventory.columns.reason" disableSort />
        <DataTable.Col source="ref" label="inventory.columns.ref" disableSort />
        <DataTable.Col source="movementDate" label="inventory.columns.date" disableSort render={(m) => <DateText value={m.movementDate ?? m.createdAt} />} />
      </DataTable>
    </ReferenceManyField>
  );
};

/** /admin/products/:id/show: the product with its BOMs, registered units and stock movements. */
const ProductShow = () => {
  const translate = useTranslate();
  const { canAccess: canListBoms } = useAccess('catalog/boms', 'list');
  const { canAccess: canListRegistrations } = useAccess('catalog/registrations', 'list');
  const { canAccess: canListMovements } = useAccess('inventory/transactions', 'list');
  // Stock figures are for those who keep or use the stock; a customer reads the catalogue (issue 27).
  const { canAccess: readsStock } = useAccess('low-stock', 'list');
  return (
    <RecordPage<Product>
      texts={TEXTS}
      title={(product) => product.name}
      badge={(product) => (
        <StatusBadge
          status={product.isActive === false ? 'inactive' : 'active'}
          label={translate(product.isActive === false ? 'products.status.inactive' : 'products.status.active')}
        />
      )}
      sections={() => (
        <>
          {canListBoms ? (
            <RecordSection title={translate('products.show.boms')}>
              <ProductBoms />
            </RecordSection>
          ) : null}
          {canListRegistrations ? (
            <RecordSection title={translate('products.show.registrations')}>
              <ProductRegistrations />
            </RecordSection>
          ) : null}
          {canListMovements ? (
            <RecordSection title={translate('products.show.movements')}>
              <ProductMovements />
            </RecordSection>
          ) : null}
        </>
      )}
    >
      {(product) => (
        <DetailGrid
          items={[
            { label: 'products.columns.sku', value: product.sku || '—' },
            { label: 'products.columns.category', value: <ReferenceName source="categoryId" reference="catalog/categories" fallback="category" /> },
            { label: 'products.columns.price', value: <Money value={product.price} /> },
            { label: 'products.columns.warrantyMonths', value: product.warrantyMonths ?? '—' },
            ...(readsStock
              ? [
                  { label: 'products.columns.stock', value: product.stock },
                  { label: 'products.columns.reserved', value: product.reserved ?? 0 },
                  { label: 'products.columns.available', value: product.available ?? product.stock },
                ]
              : []),
            { label: 'products.fields.brand', value: product.brand || '—' },
            { label: 'products.fields.hsnCode', value: product.hsnCode || translate('products.show.notSet') },
            { label: 'products.fields.gstRate', value: product.gstRate ?? '—' },
            {
              label: 'products.fields.extendedWarrantyPrice',
              value: product.extendedWarrantyPrice === null || product.extendedWarrantyPrice === undefined ? '—' : <Money value={product.extendedWarrantyPrice} />,
            },
            { label: 'products.fields.description', value: product.description || '—' },
          ]}
        />
      )}
    </RecordPage>
  );
};

export default ProductShow;
