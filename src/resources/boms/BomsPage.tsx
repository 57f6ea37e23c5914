import { useId, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enIN, hi } from 'date-fns/locale';
import { Title, useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { BomCreateForm } from './BomCreateForm';
import { BomImport } from './BomImport';
import { BomList } from './BomList';
import { BomStatistics } from './BomStatistics';

type BomTab = 'list' | 'create' | 'stats';

const TabPanel = ({ id, tabId, children }: { id: string; tabId: string; children: ReactNode }) => (
  <Box role="tabpanel" id={id} aria-labelledby={tabId} sx={{ pt: 2 }}>
    {children}
  </Box>
);

/**
 * /admin/catalog/boms: BOM management (TV Assembly) in three tabs, BOM List (with the CSV
 * import), Create BOM and Statistics (spec part 2, sections 2-5, 7-9; DESIGN sections 6 and 9).
 */
const BomsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const baseId = useId();
  const [tab, setTab] = useState<BomTab>('list');
  const { canAccess: canCreate } = useCanAccess({ resource: 'catalog/boms', action: 'create' });
  const tabs: BomTab[] = canCreate ? ['list', 'create', 'stats'] : ['list', 'stats'];
  const current = tabs.includes(tab) ? tab : 'list';
  const tabId = (t: BomTab) => `${baseId}-tab-${t}`;
  const panelId = (t: BomTab) => `${baseId}-panel-${t}`;

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale === 'hi' ? hi : enIN}>
      <Box sx={{ py: 2 }}>
        <Title title={translate('boms.title')} />
        <Card>
          <CardContent>
            <Tabs
              value={current}
              onChange={(_event, value: BomTab) => setTab(value)}
              aria-label={translate('boms.tabs.label')}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {tabs.map((t) => (
                <Tab key={t} value={t} id={tabId(t)} aria-controls={panelId(t)} label={translate(`boms.tabs.${t}`)} />
              ))}
            </Tabs>
            <TabPanel id={panelId(current)} tabId={tabId(current)}>
              {current === 'list' ? (
                <Stack spacing={3}>
                  <BomList />
                  {canCreate ? <BomImport /> : null}
                </Stack>
              ) : null}
              {current === 'create' ? <BomCreateForm onDone={() => setTab('list')} /> : null}
              {current === 'stats' ? <BomStatistics /> : null}
            </TabPanel>
          </CardContent>
        </Card>
      </Box>
    </LocalizationProvider>
  );
};

export default BomsPage;
