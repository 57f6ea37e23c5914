import { Box, Card, CardContent } from '@mui/material';
import ListIcon from '@mui/icons-material/List';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { Title, useTranslate } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { RouteTabs, type RouteTab } from '../../ui/RouteTabs';
import { CategoriesList } from './CategoriesList';
import { CategoryCreateForm } from './CategoryCreateForm';
import { SuggestedCategories } from './SuggestedCategories';

/**
 * /admin/catalog/categories: three tabs, 'Categories List' (search, inline edit, delete, paging),
 * 'Add New Category' (/create) and 'Suggested Categories' (/suggestions) (spec part 1, sections
 * 2-9). The two adding tabs are offered only to roles that may create categories.
 */
const CategoriesPage = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useAccess('catalog/categories', 'create');
  const tabs: RouteTab[] = [
    { path: '', label: 'categories.tabs.list', icon: <ListIcon />, render: () => <CategoriesList /> },
    ...(canCreate
      ? [
          { path: 'create', label: 'categories.tabs.create', icon: <AddCircleOutlineIcon />, render: (goTo: (path: string) => void) => <CategoryCreateForm onCreated={() => goTo('')} /> },
          { path: 'suggestions', label: 'categories.tabs.suggestions', icon: <LightbulbOutlinedIcon />, render: () => <SuggestedCategories /> },
        ]
      : []),
  ];
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('categories.title')} />
      <Card>
        <CardContent>
          <RouteTabs label="categories.tabs.label" tabs={tabs} />
        </CardContent>
      </Card>
    </Box>
  );
};

export default CategoriesPage;
