import { useParams } from 'react-router-dom';
import { Box, Stack } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { CreateAboveList } from '../../ui/CreateAboveList';
import { CustomerCreateForm } from './CustomerCreateForm';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ListCard } from '../../ui/ListCard';
import { CustomerSearchForm } from './CustomerSearchForm';
import { CustomerDetails } from './CustomerDetails';
import { CustomersTable } from './CustomersTable';
import { CUSTOMER_LIST_TOOLS } from './customerExport';
import { ServiceHistoryPanel } from './ServiceHistoryPanel';
import type { Customer } from './types';
import { useAccess } from '../../ui/useAccess';

/**
 * /admin/service/customers ('Customer Management'): search customers and see the selected one's
 * service history beside the list (spec part 1, sections 2, 3, 7, 8;
 * docs/architecture.md, "Paths the spec leaves open"; README, "Deliberate departures from the spec").
 * Selecting a customer opens /admin/service/customers/:id/show, the same page with that customer's record
 * beside the list (examples/crm's DealList): Back, reload and a shared link keep it, and the list keeps
 * its search (react-admin stores the list's parameters).
 */
const CustomersPage = () => {
  const translate = useTranslate();
  const { id } = useParams<'id'>();
  const { canAccess: canCreate } = useAccess('customers', 'create');
  // The list's own fetch already put each row in the cache: a selected row shows at once.
  const { data: selected, error } = useGetOne<Customer>('service/customers', { id: Number(id) }, { enabled: id != null, retry: false });
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('customers.title')} />
      {canCreate ? (
        <Box sx={{ mb: 2 }}>
          <CreateAboveList resource="service/customers">
            <CustomerCreateForm />
          </CreateAboveList>
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' } }}>
        {/* A failed customer load shows the error, never silently (no sample rows):
            README, "Deliberate departures from the spec". */}
        <ListCard
          resource="service/customers"
          heading="customers.list.title"
          filterForm={<CustomerSearchForm />}
          loadFailure="customers.loadFailure"
          tools={CUSTOMER_LIST_TOOLS}
          table={<CustomersTable selectedId={id ?? null} />}
        />
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
