import { Box, Card, CardContent, Stack } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { dateFnsLocale } from '../../i18n/dateFnsLocale';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { RouteTabs, type RouteTab } from '../../ui/RouteTabs';
import { BomCreateForm } from './BomCreateForm';
import { BomImport } from './BomImport';
import { BomList } from './BomList';
import { BomStatistics } from './BomStatistics';

/**
 * /admin/catalog/boms: BOM management (TV Assembly) in three tabs, BOM List (with the CSV
 * import), Create BOM (/create) and Statistics (/stats) (spec part 2, sections 2-5, 7-9;
 * docs/architecture.md, "Business rules"; README, "Deliberate departures from the spec").
 */
const BomsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess: canCreate } = useAccess('catalog/boms', 'create');
  const tabs: RouteTab[] = [
    {
      path: '',
      label: 'boms.tabs.list',
      render: () => (
        <Stack spacing={3}>
          <BomList />
          {canCreate ? <BomImport /> : null}
        </Stack>
      ),
    },
    ...(canCreate ? [{ path: 'create', label: 'boms.tabs.create', render: (goTo: (path: string) => void) => <BomCreateForm onDone={() => goTo('')} /> }] : []),
    { path: 'stats', label: 'boms.tabs.stats', render: () => <BomStatistics /> },
  ];

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(locale)}>
      <Box sx={{ py: 2 }}>
        <Title title={translate('boms.title')} />
        <Card>
          <CardContent>
            <RouteTabs label="boms.tabs.label" tabs={tabs} />
          </CardContent>
        </Card>
      </Box>
    </LocalizationProvider>
  );
};

export default BomsPage;
