import { Box, Card, CardContent, Divider, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, ReferenceFieldBase, ShowBase, Title, useReferenceFieldContext, useShowContext, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { DetailGrid, DetailSection } from '../../ui/DetailGrid';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Money } from '../../ui/Money';
import { PageLoading } from '../../ui/PageLoading';
import { ReferenceName } from '../../ui/ReferenceName';
import { ActivateBomButton } from './ActivateBomButton';
import { BomProductName, BomStatusBadge } from './BomsTable';
import { CloneBomButton } from './CloneBomButton';
import type { Bom } from './types';

const LIST = '/admin/catalog/boms';

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

const BomShowView = () => {
  const translate = useTranslate();
  const { record, error, isPending } = useShowContext<Bom>();
  if (isPending) return <PageLoading />;
  if (error || !record) return <ErrorAlert title={translate('boms.show.loadFailure')} error={error} sx={{ my: 2 }} />;
  const dash = translate('common.none');
  const title = translate('boms.actions.view.title', { version: record.version });
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={title} />
      <Card component="article" aria-labelledby="bom-heading">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography id="bom-heading" component="h1" variant="h5">
              {title}
            </Typography>
            <BomStatusBadge status={record.status} />
            <Box sx={{ flexGrow: 1 }} />
            <Stack direction="row" spacing={1}>
              <ActivateBomButton />
              <CloneBomButton />
            </Stack>
          </Box>
          {record.description ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.description}</Typography> : null}
          <Divider />
          <DetailGrid
            items={[
              { label: 'boms.fields.id', value: record.id },
              { label: 'boms.fields.product', value: <BomProductName record={record} /> },
              { label: 'boms.fields.sku', value: <ProductSku record={record} /> },
              { label: 'boms.fields.version', value: record.version },
              { label: 'boms.fields.totalCost', value: <Money value={record.totalCost} /> },
              { label: 'boms.fields.notes', value: <span style={{ whiteSpace: 'pre-wrap' }}>{record.notes || dash}</span> },
              { label: 'boms.fields.effectiveDate', value: <DateText value={record.effectiveDate} withTime /> },
              { label: 'boms.fields.createdAt', value: <DateText value={record.createdAt} withTime /> },
            ]}
          />
        </CardContent>
      </Card>
      {record.items ? (
        <Card>
          <CardContent>
            <DetailSection title={translate('boms.show.components')}>
              <BomComponents items={record.items} />
            </DetailSection>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
};

/** /admin/catalog/boms/:id/show: one BOM with its product, version, status, cost, dates and components. */
const BomShow = () => {
  const translate = useTranslate();
  return (
    <>
      <Link component={RouterLink} to={LIST} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate('boms.show.back')}
      </Link>
      {/* A missing or foreign BOM shows the server's message instead of react-admin's redirect. */}
      <ShowBase queryOptions={{ retry: false, onError: () => undefined }} disableAuthentication>
        <BomShowView />
      </ShowBase>
    </>
  );
};

export default BomShow;
