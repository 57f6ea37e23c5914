import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import ListIcon from '@mui/icons-material/List';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { ProductCreateForm } from './ProductCreateForm';
import { ProductsList } from './ProductsList';

type ProductTab = 'list' | 'create';

const TabPanel = ({ id, tabId, children }: { id: string; tabId: string; children: ReactNode }) => (
  <Box role="tabpanel" id={id} aria-labelledby={tabId} sx={{ pt: 3 }}>
    {children}
  </Box>
);

/**
 * /admin/products: 'Product List' (stats, search and category filters, edit, delete, paging) and
 * 'Add New Product' (spec part 1, sections 2-9). The adding tab is offered only to roles that may
 * create products.
 */
const ProductsPage = () => {
  const translate = useTranslate();
  const idPrefix = useId();
  const [tab, setTab] = useState<ProductTab>('list');
  const { canAccess: canCreate } = useCanAccess({ resource: 'products', action: 'create' });
  const tabs: { value: ProductTab; label: string; icon: ReactElement }[] = [
    { value: 'list', label: translate('products.tabs.list'), icon: <ListIcon /> },
    ...(canCreate ? [{ value: 'create' as const, label: translate('products.tabs.create'), icon: <AddCircleOutlineIcon /> }] : []),
  ];
  const current = tabs.some((t) => t.value === tab) ? tab : 'list';
  const tabId = (value: ProductTab) => `${idPrefix}-tab-${value}`;
  const panelId = (value: ProductTab) => `${idPrefix}-panel-${value}`;

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('products.title')} />
      <Card>
        <CardContent>
          <Tabs
            value={current}
            onChange={(_event, value: ProductTab) => setTab(value)}
            aria-label={translate('products.tabs.label')}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((t) => (
              <Tab
                key={t.value}
                value={t.value}
                label={t.label}
                icon={t.icon}
                iconPosition="start"
                id={tabId(t.value)}
                aria-controls={panelId(t.value)}
              />
            ))}
          </Tabs>
          <TabPanel id={panelId(current)} tabId={tabId(current)}>
            {current === 'list' ? <ProductsList /> : null}
            {current === 'create' ? <ProductCreateForm onCreated={() => setTab('list')} /> : null}
          </TabPanel>
        </CardContent>
      </Card>
    </Box>
  );
};

export default ProductsPage;
