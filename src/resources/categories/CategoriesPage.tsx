import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import ListIcon from '@mui/icons-material/List';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { CategoriesList } from './CategoriesList';
import { CategoryCreateForm } from './CategoryCreateForm';
import { SuggestedCategories } from './SuggestedCategories';

type CategoryTab = 'list' | 'create' | 'suggestions';

const TabPanel = ({ id, tabId, children }: { id: string; tabId: string; children: ReactNode }) => (
  <Box role="tabpanel" id={id} aria-labelledby={tabId} sx={{ pt: 3 }}>
    {children}
  </Box>
);

/**
 * /admin/catalog/categories: three tabs, 'Categories List' (search, inline edit, delete, paging),
 * 'Add New Category' and 'Suggested Categories' (spec part 1, sections 2-9). The two adding tabs
 * are offered only to roles that may create categories.
 */
const CategoriesPage = () => {
  const translate = useTranslate();
  const idPrefix = useId();
  const [tab, setTab] = useState<CategoryTab>('list');
  const { canAccess: canCreate } = useCanAccess({ resource: 'catalog/categories', action: 'create' });
  const tabs: { value: CategoryTab; label: string; icon: ReactElement }[] = [
    { value: 'list', label: translate('categories.tabs.list'), icon: <ListIcon /> },
    ...(canCreate
      ? [
          { value: 'create' as const, label: translate('categories.tabs.create'), icon: <AddCircleOutlineIcon /> },
          { value: 'suggestions' as const, label: translate('categories.tabs.suggestions'), icon: <LightbulbOutlinedIcon /> },
        ]
      : []),
  ];
  const current = tabs.some((t) => t.value === tab) ? tab : 'list';
  const tabId = (value: CategoryTab) => `${idPrefix}-tab-${value}`;
  const panelId = (value: CategoryTab) => `${idPrefix}-panel-${value}`;

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('categories.title')} />
      <Card>
        <CardContent>
          <Tabs
            value={current}
            onChange={(_event, value: CategoryTab) => setTab(value)}
            aria-label={translate('categories.tabs.label')}
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
            {current === 'list' ? <CategoriesList /> : null}
            {current === 'create' ? <CategoryCreateForm onCreated={() => setTab('list')} /> : null}
            {current === 'suggestions' ? <SuggestedCategories /> : null}
          </TabPanel>
        </CardContent>
      </Card>
    </Box>
  );
};

export default CategoriesPage;
