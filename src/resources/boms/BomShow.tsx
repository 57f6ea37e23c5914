import { Divider, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider, ReferenceFieldBase, useReferenceFieldContext, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { DetailGrid } from '../../ui/DetailGrid';
import { EmptyState } from '../../ui/EmptyState';
import { Money } from '../../ui/Money';
import { RecordPage, RecordSection } from '../../ui/RecordPage';
import { ReferenceName } from '../../ui/ReferenceName';
import { ActivateBomButton } from './ActivateBomButton';
import { BomProductName, BomStatusBadge } from './BomsTable';
import { CloneBomButton } from './CloneBomButton';
import type { Bom } from './types';

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

/** The parts the BOM is built from (a server may send them as `items`): part by name, position and quantity. */
const BomComponents = ({ items }: { items: NonNullable<Bom['items']> }) => {
  const translate = useTranslate();
  if (!items.length) return <EmptyState text={translate('boms.show.noComponents')} />;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('boms.show.part')}</TableCell>
          <TableCell>{translate('boms.show.position')}</TableCell>
          <TableCell align="right">{translate('boms.show.quantity')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, index) => (
          <TableRow key={`${item.sparePartId}-${index}`}>
            <TableCell>
              <RecordContextProvider value={item}>
                <ReferenceName source="sparePartId" reference="products" />
              </RecordContextProvider>
            </TableCell>
            <TableCell>{item.position || translate('common.none')}</TableCell>
            <TableCell align="right">{item.quantity}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** /admin/catalog/boms/:id/show: one BOM with its product, version, status, cost, dates and components. */
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
          <ActivateBomButton />
          <CloneBomButton />
        </>
      }
      sections={(bom) =>
        bom.items ? (
          <RecordSection title={translate('boms.show.components')}>
            <BomComponents items={bom.items} />
          </RecordSection>
        ) : null
      }
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
