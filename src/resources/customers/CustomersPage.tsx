import { useId, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ListBase, Title, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { CustomerSearchForm } from './CustomerSearchForm';
import { CustomersTable } from './CustomersTable';
import { ServiceHistoryPanel } from './ServiceHistoryPanel';
import type { Customer } from './types';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

interface CustomersListViewProps {
  headingId: string;
  selected: Customer | null;
  onSelect: (customer: Customer) => void;
}

const CustomersListView = ({ headingId, selected, onSelect }: CustomersListViewProps) => {
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
          <CustomersTable selectedId={selected?.id ?? null} onSelect={onSelect} />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/service/customers ('Customer Management'): search customers and see the selected one's
 * service history beside the list (spec part 1, sections 2, 3, 7, 8; DESIGN sections 5 and 9).
 */
const CustomersPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  const [selected, setSelected] = useState<Customer | null>(null);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('customers.title')} />
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' } }}>
        <Card component="section" aria-labelledby={headingId}>
          <CardContent>
            <ListBase resource="service/customers" perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS}>
              <CustomersListView headingId={headingId} selected={selected} onSelect={setSelected} />
            </ListBase>
          </CardContent>
        </Card>
        <ServiceHistoryPanel customer={selected} />
      </Box>
    </Box>
  );
};

export default CustomersPage;
