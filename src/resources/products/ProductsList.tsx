import { Button, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { FilterLiveForm, ListBase, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { ProductStats } from './ProductStats';
import { ProductsTable } from './ProductsTable';
import { productFilters } from './productFilters';
import { useCategoryChoices } from './useCategoryChoices';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

const ProductsListView = () => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  const { choices } = useCategoryChoices();
  return (
    <Stack spacing={2}>
      <ProductStats />
      <FilterLiveForm>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
          {productFilters(choices)}
        </Stack>
      </FilterLiveForm>
      {error ? (
        // The spec gives no sample products: the alert alone, with a way to try again.
        <ErrorAlert
          title={translate('products.loadFailure')}
          error={error}
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
              {translate('common.reload')}
            </Button>
          }
        />
      ) : (
        <>
          <ProductsTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/** 'Product List': GET /api/products (page, limit, search, categoryId), newest first. */
export const ProductsList = () => (
  <ListBase resource="products" perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS}>
    <ProductsListView />
  </ListBase>
);
