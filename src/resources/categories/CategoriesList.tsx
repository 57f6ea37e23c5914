import { ListCard } from '../../ui/ListCard';
import { CategoriesTable } from './CategoriesTable';
import { CategoryEditingProvider } from './CategoryEditing';
import { CategorySearchForm } from './CategorySearchForm';
import { SAMPLE_CATEGORIES } from './sampleCategories';

/**
 * 'Categories List': GET /api/categories (page, limit, search), paged 10 / 20 / 50, names edited
 * in place. After a failed load: the built-in sample categories, in the same table, actions disabled.
 */
export const CategoriesList = () => (
  <ListCard
    resource="catalog/categories"
    filterForm={<CategorySearchForm />}
    loadFailure="categories.loadFailure"
    table={
      <CategoryEditingProvider>
        <CategoriesTable />
      </CategoryEditingProvider>
    }
    sampleData={SAMPLE_CATEGORIES}
    sampleTable={<CategoriesTable sample />}
  />
);
