import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { RouteTabs, type RouteTab } from '../../ui/RouteTabs';
import { MovementCreateForm } from './MovementCreateForm';
import { MovementsList } from './MovementsList';
import { ScreenPage } from '../../ui/ScreenPage';

/**
 * /admin/inventory/transactions: the 'Stock Movements' list (filters by product and type, 20 a
 * page) and the 'Add Movement' form at /create (spec part 1, sections 2-9;
 * docs/architecture.md, "Business rules"). Only the open tab is mounted, so the list is fetched afresh
 * when it is shown again.
 */
const InventoryPage = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useAccess('inventory', 'create');
  const tabs: RouteTab[] = [
    { path: '', label: 'inventory.tabs.movements', render: () => <MovementsList /> },
    ...(canCreate ? [{ path: 'create', label: 'inventory.tabs.add', render: () => <MovementCreateForm /> }] : []),
  ];
  return (
    <ScreenPage title="inventory.title">
      <Card>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate('inventory.title')}
          </Typography>
          <RouteTabs label="inventory.tabs.label" tabs={tabs} />
        </CardContent>
      </Card>
    </ScreenPage>
  );
};

export default InventoryPage;
