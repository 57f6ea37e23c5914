import { Box, Card, CardContent } from '@mui/material';
import ListIcon from '@mui/icons-material/List';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { Title, useTranslate } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { RouteTabs, type RouteTab } from '../../ui/RouteTabs';
import { ProductCreateForm } from './ProductCreateForm';
import { ProductsList } from './ProductsList';

/**
 * /admin/products: 'Product List' (stats, search and category filters, edit, delete, paging) and
 * 'Add New Product' at /create (spec part 1, sections 2-9). The adding tab is offered only to
 * roles that may create products.
 */
const ProductsPage = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useAccess('products', 'create');
  const tabs: RouteTab[] = [
    { path: '', label: 'products.tabs.list', icon: <ListIcon />, render: () => <ProductsList /> },
    ...(canCreate
      ? [{ path: 'create', label: 'products.tabs.create', icon: <AddCircleOutlineIcon />, render: (goTo: (path: string) => void) => <ProductCreateForm onCreated={() => goTo('')} /> }]
      : []),
  ];
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('products.title')} />
      <Card>
        <CardContent>
          <RouteTabs label="products.tabs.label" tabs={tabs} />
        </CardContent>
      </Card>
    </Box>
  );
};

export default ProductsPage;
