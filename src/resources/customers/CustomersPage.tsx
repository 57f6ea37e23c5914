import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ListBase, Title, useGetOne, useListContext, useTranslate, type Identifier } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { CustomerSearchForm } from './CustomerSearchForm';
import { CustomerDetails } from './CustomerDetails';
import { CustomersTable } from './CustomersTable';
import { ServiceHistoryPanel } from './ServiceHistoryPanel';
import type { Customer } from './types';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

interface CustomersListViewProps {
  headingId: string;
  selectedId: Identifier | null;
}

const CustomersListView = ({ headingId, selectedId }: CustomersListViewProps) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('customers.list.title')}
      </Typography>
      <CustomerSearchForm />
      {error ? (
        // DESIGN section 9: a failed customer load shows the error, never silently.
        <ErrorAlert
          title={translate('customers.loadFailure')}
          error={error}
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
              {translate('common.reload')}
            </Button>
          }
        />
      ) : (
        <>
          <CustomersTable selectedId={selectedId} />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/service/customers ('Customer Management'): search customers and see the selected one's
 * service history beside the list (spec part 1, sections 2, 3, 7, 8; DESIGN sections 5 and 9).
 * Selecting a customer opens /admin/service/customers/:id/show, the same page with that customer's
 * record beside the list (examples/crm's DealList): Back, reload and a shared link keep it, and the
 * list keeps its search (react-admin stores the list's parameters).
 */
const CustomersPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { id } = useParams<'id'>();
  // The list's own fetch already put each row in the cache: a selected row shows at once.
  const { data: selected, error } = useGetOne<Customer>('service/customers', { id: Number(id) }, { enabled: id != null, retry: false });
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('customers.title')} />
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' } }}>
        <Card component="section" aria-labelledby={headingId}>
          <CardContent>
            <ListBase resource="service/customers" perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS}>
              <CustomersListView headingId={headingId} selectedId={id ?? null} />
            </ListBase>
          </CardContent>
        </Card>
        <Stack spacing={2}>
          {error ? <ErrorAlert title={translate('customers.show.loadFailure')} error={error} /> : null}
          {selected ? <CustomerDetails customer={selected} /> : null}
          <ServiceHistoryPanel customer={selected ?? null} />
        </Stack>
      </Box>
    </Box>
  );
};

export default CustomersPage;
