import { useId, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { MovementCreateForm } from './MovementCreateForm';
import { MovementsList } from './MovementsList';

type InventoryTab = 'movements' | 'add';

const TabPanel = ({ id, labelledBy, children }: { id: string; labelledBy: string; children: ReactNode }) => (
  <Box role="tabpanel" id={id} aria-labelledby={labelledBy} sx={{ pt: 2 }}>
    {children}
  </Box>
);

/**
 * /admin/inventory/transactions: the 'Stock Movements' list (filters by product and type, 20 a
 * page) and the 'Add Movement' form (spec part 1, sections 2-9; DESIGN section 6).
 * Only the open tab is mounted, so the list is fetched afresh when it is shown again.
 */
const InventoryPage = () => {
  const translate = useTranslate();
  const baseId = useId();
  const { canAccess: canCreate } = useCanAccess({ resource: 'inventory', action: 'create' });
  const [tab, setTab] = useState<InventoryTab>('movements');
  const tabId = (t: InventoryTab) => `${baseId}-tab-${t}`;
  const panelId = (t: InventoryTab) => `${baseId}-panel-${t}`;
  const current: InventoryTab = tab === 'add' && canCreate ? 'add' : 'movements';

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('inventory.title')} />
      <Card>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate('inventory.title')}
          </Typography>
          <Tabs
            value={current}
            onChange={(_event, value: InventoryTab) => setTab(value)}
            aria-label={translate('inventory.tabs.label')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="movements" label={translate('inventory.tabs.movements')} id={tabId('movements')} aria-controls={panelId('movements')} />
            {canCreate ? <Tab value="add" label={translate('inventory.tabs.add')} id={tabId('add')} aria-controls={panelId('add')} /> : null}
          </Tabs>
          <TabPanel id={panelId(current)} labelledBy={tabId(current)}>
            {current === 'movements' ? <MovementsList /> : <MovementCreateForm />}
          </TabPanel>
        </CardContent>
      </Card>
    </Box>
  );
};

export default InventoryPage;
