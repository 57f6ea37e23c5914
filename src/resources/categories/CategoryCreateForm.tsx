import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { TextInput } from 'react-admin';
import { normalizeCategoryName, validateCategoryName } from '../../domain/categories';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { validationError } from '../../ui/errorText';

interface CategoryFormValues {
  categoryName?: string | null;
}

const EMPTY_VALUES: CategoryFormValues = { categoryName: '' };

/** Spec: the name is required once trimmed ('Category name is required'), the rule's refusal in the console's language. */
const validateName = (value: unknown) => {
  const refused = validateCategoryName(value);
  return refused ? validationError(refused) : undefined;
};

const TEXTS = {
  submit: 'categories.actions.create',
  success: 'categories.created',
  failure: 'categories.createFailure',
  reset: 'categories.actions.reset',
};

/**
 * 'Add New Category': POST /api/categories {categoryName}. On success it says 'TV parts category
 * created successfully' and calls `onCreated`; on failure (e.g. a 409 duplicate) the red alert
 * shows the server's message and the typed name stays. 'Reset' empties the form and the alert.
 */
export const CategoryCreateForm = ({ onCreated }: { onCreated?: () => void }) => (
  <CreateFormCard<CategoryFormValues>
    resource="catalog/categories"
    texts={TEXTS}
    submitIcon={<AddCircleOutlineIcon />}
    defaultValues={EMPTY_VALUES}
    transform={(values) => ({ categoryName: normalizeCategoryName(values.categoryName) })}
    columns={false}
    onCreated={() => onCreated?.()}
  >
    <TextInput source="categoryName" label="categories.fields.name" validate={validateName} />
  </CreateFormCard>
);
