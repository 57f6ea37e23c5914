import { useId, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useMutation } from '@tanstack/react-query';
import { Form, RecordContextProvider, TextInput, useDataProvider, useGetRecordRepresentation, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ServiceDeskDataProvider, WarrantyCheckResult } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LookupInput } from '../../ui/LookupInput';
import { DateText } from '../../ui/DateText';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { WarrantyStatusBadge } from './WarrantyStatusBadge';

interface CheckRequest {
  serialNo: string;
  productId: number | null;
}

/** The product as the answer carries it (name and SKU), else fetched by id as a link (ReferenceName). */
const ProductValue = ({ details }: { details: Record<string, any> }) => {
  const represent = useGetRecordRepresentation('products');
  const product = details.product as { id?: number; name?: string; sku?: string } | null | undefined;
  if (product?.name) return <>{represent({ id: details.productId, ...product })}</>;
  return <ReferenceName source="productId" reference="products" />;
};

/** What GET /api/warranties/check answered: the Valid/Not valid badge, its message and the details. */
const CheckResult = ({ result }: { result: WarrantyCheckResult }) => {
  const translate = useTranslate();
  const details = result.details;
  const rows: [string, ReactNode][] = details
    ? [
        ['registrations.check.details.product', <ProductValue details={details} />],
        ['registrations.check.details.customer', <ReferenceName source="customerId" reference="service/customers" fallback="customerName" />],
        ['registrations.check.details.purchaseDate', <DateText value={details.purchaseDate} />],
        ['registrations.check.details.endDate', <DateText value={details.warrantyEndDate} />],
        [
          'registrations.check.details.daysLeft',
          details.daysLeft == null ? '—' : String(Math.max(0, Number(details.daysLeft))),
        ],
        ['registrations.check.details.status', <WarrantyStatusBadge record={details} />],
      ]
    : [];
  return (
    <Box data-testid="warranty-check-result" sx={{ display: 'grid', gap: 1.5 }}>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        <StatusBadge
          status={result.isValid ? 'valid' : 'not_valid'}
          color={result.isValid ? 'success' : 'error'}
          label={
            <Stack direction="row" spacing={0.5} alignItems="center" component="span">
              {result.isValid ? <CheckCircleIcon fontSize="small" aria-hidden /> : <CancelIcon fontSize="small" aria-hidden />}
              <span>{translate(result.isValid ? 'registrations.check.valid' : 'registrations.check.notValid')}</span>
            </Stack>
          }
        />
        {result.message ? <Typography>{result.message}</Typography> : null}
      </Stack>
      {rows.length ? (
        // The check's answer is no list row: its details are given as the record the references read from.
        <RecordContextProvider value={details ?? undefined}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, alignItems: 'center' }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(label)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </RecordContextProvider>
      ) : null}
    </Box>
  );
};

/**
 * 'Warranty Check': a serial number and an optional product, GET /api/warranties/check.
 * Without a serial it only says 'Please enter a serial number'. A failed call shows the error in a
 * red alert and no result at all (README, "Deliberate departures from the spec": never a made-up result).
 */
export const WarrantyCheckCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const headingId = useId();
  const [missingSerial, setMissingSerial] = useState(false);
  const check = useMutation({
    mutationFn: ({ serialNo: serial, productId: product }: CheckRequest) => dataProvider.checkWarranty(serial, product),
  });

  const submit = ({ serialNo, productId }: FieldValues) => {
    const serial = String(serialNo ?? '').trim();
    if (!serial) {
      check.reset();
      setMissingSerial(true);
      return;
    }
    setMissingSerial(false);
    check.mutate({ serialNo: serial, productId: productId ? Number(productId) : null });
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {translate('registrations.check.title')}
        </Typography>
        <Form onSubmit={submit} noValidate>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              <TextInput source="serialNo" label="registrations.check.serialNo" autoComplete="off" helperText={false} />
              <LookupInput source="productId" reference="products" label="registrations.check.product" helperText="registrations.check.anyProduct" />
            </Box>
            <Stack direction="row" justifyContent="flex-end">
              <Button
                type="submit"
                variant="contained"
                disabled={check.isPending}
                aria-busy={check.isPending || undefined}
                startIcon={check.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FactCheckIcon />}
              >
                {translate('registrations.check.submit')}
              </Button>
            </Stack>
          </Box>
        </Form>
        <Box aria-live="polite">
          {missingSerial ? <Alert severity="warning">{translate('registrations.check.serialRequired')}</Alert> : null}
          {check.isError ? <ErrorAlert title={translate('registrations.check.failure')} error={check.error} /> : null}
          {check.isSuccess ? <CheckResult result={check.data.data} /> : null}
        </Box>
      </CardContent>
    </Card>
  );
};
