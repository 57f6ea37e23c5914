import { Divider, Stack, Typography } from '@mui/material';
import { DataTable, ReferenceFieldBase, useReferenceFieldContext, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { DetailGrid } from '../../ui/DetailGrid';
import { EmptyState } from '../../ui/EmptyState';
import { Money } from '../../ui/Money';
import { RecordPage, RecordSection } from '../../ui/RecordPage';
import { ReferenceName } from '../../ui/ReferenceName';
import { ActivateBomButton } from './ActivateBomButton';
import { BomProductName, BomStatusBadge } from './BomsTable';
import { CloneBomButton } from './CloneBomButton';
import { EditBomButton } from './EditBomButton';
import { WIDE_TABLE_SX } from '../../ui/tableSx';
import type { Bom, BomLine } from './types';

const TEXTS = { back: 'boms.show.back', loadFailure: 'boms.show.loadFailure' };

/** The product's SKU: the one the BOM carries, else the product's own (fetched with its name, one batched getMany). */
const ProductSku = ({ record }: { record: Bom }) => {
  if (record.parentProduct?.sku) return <>{record.parentProduct.sku}</>;
  return (
    <ReferenceFieldBase source="parentProductId" reference="products">
      <SkuOfReference />
    </ReferenceFieldBase>
  );
};

const SkuOfReference = () => {
  const translate = useTranslate();
  const { referenceRecord } = useReferenceFieldContext();
  return <>{referenceRecord?.sku || translate('common.none')}</>;
};

/** A line as the table lists it: numbered, its product's name at hand while the product loads. */
type LineRow = BomLine & { id: number };

/**
 * The parts the BOM is built from: each line's product (a link to it), SKU, quantity, unit cost and
 * amount, and the total they make. A BOM saved before lines existed has none: its typed total stands.
 */
const BomComponents = ({ bom }: { bom: Bom }) => {
  const translate = useTranslate();
  const lines = bom.lines ?? [];
  if (!lines.length) return <EmptyState text={translate('boms.show.noComponents')} />;
  const rows: LineRow[] = lines.map((line, index) => ({ ...line, id: index + 1 }));
  return (
    <Stack spacing={1}>
      <DataTable<LineRow> data={rows} bulkActionButtons={false} rowClick={false} sx={WIDE_TABLE_SX}>
        <DataTable.Col<LineRow>
          source="productId"
          label="boms.show.part"
          disableSort
          render={() => <ReferenceName source="productId" reference="products" fallback="productName" />}
        />
        <DataTable.Col<LineRow> source="sku" label="boms.fields.sku" disableSort />
        <DataTable.Col<LineRow> source="quantity" label="boms.show.quantity" disableSort align="right" />
        <DataTable.Col<LineRow> source="unitCost" label="boms.show.unitCost" disableSort align="right" render={(line) => <Money value={line.unitCost} />} />
        <DataTable.Col<LineRow> source="amount" label="boms.show.amount" disableSort align="right" render={(line) => <Money value={line.amount} />} />
      </DataTable>
      <Typography align="right" sx={{ fontWeight: 600, pr: 2 }}>
        {translate('boms.show.total')} <Money value={bom.totalCost} />
      </Typography>
    </Stack>
  );
};

/** /admin/catalog/boms/:id/show: one BOM with its product, version, status, cost, dates and component lines. */
const BomShow = () => {
  const translate = useTranslate();
  const dash = translate('common.none');
  return (
    <RecordPage<Bom>
      texts={TEXTS}
      title={(bom) => translate('boms.actions.view.title', { version: bom.version })}
      badge={(bom) => <BomStatusBadge status={bom.status} />}
      actions={
        <>
          <EditBomButton />
          <ActivateBomButton />
          <CloneBomButton />
        </>
      }
      sections={(bom) => (
        <RecordSection title={translate('boms.show.components')}>
          <BomComponents bom={bom} />
        </RecordSection>
      )}
    >
      {(bom) => (
        <>
          {bom.description ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{bom.description}</Typography> : null}
          <Divider />
          <DetailGrid
            items={[
              { label: 'boms.fields.id', value: bom.id },
              { label: 'boms.fields.product', value: <BomProductName record={bom} /> },
              { label: 'boms.fields.sku', value: <ProductSku record={bom} /> },
              { label: 'boms.fields.version', value: bom.version },
              { label: 'boms.fields.totalCost', value: <Money value={bom.totalCost} /> },
              { label: 'boms.fields.notes', value: <span style={{ whiteSpace: 'pre-wrap' }}>{bom.notes || dash}</span> },
              { label: 'boms.fields.effectiveDate', value: <DateText value={bom.effectiveDate} withTime /> },
              { label: 'boms.fields.createdAt', value: <DateText value={bom.createdAt} withTime /> },
            ]}
          />
        </>
      )}
    </RecordPage>
  );
};

export default BomShow;
