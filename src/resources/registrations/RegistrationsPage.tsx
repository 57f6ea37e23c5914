import { useId } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enIN, hi } from 'date-fns/locale';
import {
  FilterLiveForm,
  ListBase,
  ListContextProvider,
  Title,
  useCanAccess,
  useList,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { ExpiryPanels } from './ExpiryPanels';
import { RegistrationCreateForm } from './RegistrationCreateForm';
import { RegistrationsTable } from './RegistrationsTable';
import { WarrantyCheckCard } from './WarrantyCheckCard';
import { registrationFilters } from './registrationFilters';
import { SAMPLE_REGISTRATIONS } from './sampleRegistrations';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

/** After a failed load: the built-in sample registrations, in the same table, Extend disabled. */
const SampleRegistrations = () => {
  const sampleList = useList({ data: SAMPLE_REGISTRATIONS, resource: 'catalog/registrations' });
  return (
    <ListContextProvider value={sampleList}>
      <RegistrationsTable sample />
    </ListContextProvider>
  );
};

const RegistrationsListView = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('registrations.list.title')}
      </Typography>
      <FilterLiveForm debounce={false}>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
          {registrationFilters}
        </Stack>
      </FilterLiveForm>
      {error ? (
        <>
          <ErrorAlert
            title={translate('registrations.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleRegistrations />
        </>
      ) : (
        <>
          <RegistrationsTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/catalog/registrations: check a warranty, register a product, see what expires soon or has
 * expired, and page through the registrations, extending one (spec part 2, sections 2-5, 7-9;
 * DESIGN sections 6 and 9).
 */
const RegistrationsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const headingId = useId();
  const { canAccess: canCreate } = useCanAccess({ resource: 'catalog/registrations', action: 'create' });
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale === 'hi' ? hi : enIN}>
      <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
        <Title title={translate('registrations.title')} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <WarrantyCheckCard />
          {canCreate ? <RegistrationCreateForm /> : null}
        </Box>
        <ExpiryPanels />
        <Card component="section" aria-labelledby={headingId}>
          <CardContent>
            <ListBase resource="catalog/registrations" perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS}>
              <RegistrationsListView headingId={headingId} />
            </ListBase>
          </CardContent>
        </Card>
      </Box>
    </LocalizationProvider>
  );
};

export default RegistrationsPage;
