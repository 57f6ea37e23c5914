import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { useTranslate } from 'react-admin';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ProductFormFields } from './ProductFormFields';
import { toProductInput, type ProductFormValues } from './productInput';
import { useCategoryChoices } from './useCategoryChoices';

const EMPTY_VALUES: ProductFormValues = {
  name: '',
  categoryId: '',
  sku: '',
  price: null,
  warrantyMonths: null,
  description: '',
};

const TEXTS = {
  submit: 'products.actions.create',
  success: 'products.created',
  failure: 'products.createFailure',
  reset: 'products.actions.reset',
};

/**
 * 'Add New Product': POST /api/products. The screen asks for a name and a category; the call
 * layer (dataProvider.create, domain validateProduct) then checks the TV warranty, SKU and price
 * rules before anything is sent. Any refusal shows under 'Failed to create product' with the form
 * still filled.
 */
export const ProductCreateForm = ({ onCreated }: { onCreated?: () => void }) => {
  const translate = useTranslate();
  const { choices, isPending: categoriesPending, error: categoriesError } = useCategoryChoices();
  return (
    <CreateFormCard<ProductFormValues>
      resource="products"
      texts={TEXTS}
      submitIcon={<AddCircleOutlineIcon />}
      defaultValues={EMPTY_VALUES}
      transform={toProductInput}
      columns={false}
      notices={categoriesError ? <ErrorAlert title={translate('products.categoriesFailure')} error={categoriesError} /> : null}
      onCreated={() => onCreated?.()}
    >
      <ProductFormFields categories={choices} categoriesPending={categoriesPending} />
    </CreateFormCard>
  );
};
