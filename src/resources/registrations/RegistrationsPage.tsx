import { Box } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { dateFnsLocale } from '../../i18n/dateFnsLocale';
import { useLocaleState } from 'react-admin';
import { ListCard } from '../../ui/ListCard';
import { ExpiryPanels } from './ExpiryPanels';
import { RegistrationCreateForm } from './RegistrationCreateForm';
import { RegistrationsTable } from './RegistrationsTable';
import { REGISTRATION_LIST_TOOLS } from './registrationExport';
import { WarrantyCheckCard } from './WarrantyCheckCard';
import { registrationFilters } from './registrationFilters';
import { SAMPLE_REGISTRATIONS } from './sampleRegistrations';
import { ScreenPage } from '../../ui/ScreenPage';
import { CreateAboveListIfAllowed } from '../../ui/CreateAboveList';

/**
 * /admin/catalog/registrations: check a warranty, register a product, see what expires soon or has
 * expired, and page through the registrations, extending one (spec part 2, sections 2-5, 7-9;
 * docs/architecture.md, "Money: GST and warranty"; README, "Deliberate departures from the spec"). After
 * a failed load: the built-in sample registrations, Extend disabled.
 */
const RegistrationsPage = () => {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(locale)}>
      <ScreenPage title="registrations.title">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <WarrantyCheckCard />
          <CreateAboveListIfAllowed resource="catalog/registrations">
            <RegistrationCreateForm />
          </CreateAboveListIfAllowed>
        </Box>
        <ExpiryPanels />
        <ListCard
          resource="catalog/registrations"
          heading="registrations.list.title"
          filters={registrationFilters}
          loadFailure="registrations.loadFailure"
          tools={REGISTRATION_LIST_TOOLS}
          table={<RegistrationsTable />}
          sampleData={SAMPLE_REGISTRATIONS}
          sampleTable={<RegistrationsTable sample />}
        />
      </ScreenPage>
    </LocalizationProvider>
  );
};

export default RegistrationsPage;
