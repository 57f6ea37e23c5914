import { Button, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ListBase, ListContextProvider, useList, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { CategoriesTable } from './CategoriesTable';
import { CategoryEditingProvider } from './CategoryEditing';
import { CategorySearchForm } from './CategorySearchForm';
import { SAMPLE_CATEGORIES } from './sampleCategories';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

/** After a failed load: the built-in sample categories, in the same table, actions disabled. */
const SampleCategories = () => {
  const sampleList = useList({ data: SAMPLE_CATEGORIES, resource: 'catalog/categories' });
  return (
    <ListContextProvider value={sampleList}>
      <CategoriesTable sample />
    </ListContextProvider>
  );
};

const CategoriesListView = () => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <CategorySearchForm />
      {error ? (
        <>
          <ErrorAlert
            title={translate('categories.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleCategories />
        </>
      ) : (
        <CategoryEditingProvider>
          <CategoriesTable />
          <PrevNextPagination />
        </CategoryEditingProvider>
      )}
    </Stack>
  );
};

/** 'Categories List': GET /api/categories (page, limit, search), paged 10 / 20 / 50. */
export const CategoriesList = () => (
  <ListBase resource="catalog/categories" perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS}>
    <CategoriesListView />
  </ListBase>
);
