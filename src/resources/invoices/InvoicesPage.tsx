import { useId } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { FilterLiveForm, ListBase, ListContextProvider, Title, useList, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { InvoicesTable } from './InvoicesTable';
import { INVOICE_FILTER_DEFAULTS, invoiceFilters } from './invoiceFilters';
import { SAMPLE_INVOICES } from './sampleInvoices';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

/** After a failed load: the built-in sample invoices, in the same table, actions disabled. */
const SampleInvoices = () => {
  const sampleList = useList({ data: SAMPLE_INVOICES, resource: 'invoices' });
  return (
    <ListContextProvider value={sampleList}>
      <InvoicesTable sample />
    </ListContextProvider>
  );
};

const InvoicesListView = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('invoices.list.title')}
      </Typography>
      <FilterLiveForm debounce={false}>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
          {invoiceFilters}
        </Stack>
      </FilterLiveForm>
      {error ? (
        <>
          <ErrorAlert
            title={translate('invoices.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleInvoices />
        </>
      ) : (
        <>
          <InvoicesTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/invoices: the invoices filtered by status (default sent), paged, each viewable and
 * printable with its totals recomputed (spec part 2, sections 2-4, 7-9; DESIGN sections 6 and 9).
 */
const InvoicesPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('invoices.title')} />
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <ListBase resource="invoices" filterDefaultValues={INVOICE_FILTER_DEFAULTS} perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS}>
            <InvoicesListView headingId={headingId} />
          </ListBase>
        </CardContent>
      </Card>
    </Box>
  );
};

export default InvoicesPage;
