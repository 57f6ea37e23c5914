import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageLoading } from '../../ui/PageLoading';
import { INVOICE_NO_PRINT, INVOICE_PRINT_ROOT, InvoicePrintStyles } from './InvoicePrintStyles';
import { InvoiceDocument } from './InvoiceView';
import { PrintInvoiceButton } from './PrintInvoiceButton';
import type { Invoice } from './types';

const InvoiceShowView = () => {
  const translate = useTranslate();
  const { record, error, isPending } = useShowContext<Invoice>();
  if (isPending) return <PageLoading />;
  if (error || !record) return <ErrorAlert title={translate('invoices.show.loadFailure')} error={error} sx={{ my: 2 }} />;
  const title = translate('invoices.view.title', { id: record.id });
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={title} />
      <InvoicePrintStyles />
      <Card component="article" aria-labelledby="invoice-heading" className={INVOICE_PRINT_ROOT}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography id="invoice-heading" component="h1" variant="h5">
              {title}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <Box className={INVOICE_NO_PRINT}>
              <PrintInvoiceButton />
            </Box>
          </Box>
          <Box>
            <InvoiceDocument invoice={record} />
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
};

/** /admin/invoices/:id/show: one invoice as a printable document (its lines and the recomputed 18% GST totals). */
const InvoiceShow = () => {
  const translate = useTranslate();
  return (
    <>
      <Link
        component={RouterLink}
        to="/admin/invoices"
        className={INVOICE_NO_PRINT}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate('invoices.show.back')}
      </Link>
      {/* A missing or foreign invoice shows the server's message instead of react-admin's redirect. */}
      <ShowBase queryOptions={{ retry: false, onError: () => undefined }} disableAuthentication>
        <InvoiceShowView />
      </ShowBase>
    </>
  );
};

export default InvoiceShow;
