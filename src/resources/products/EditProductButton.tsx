import { EditDialogButton } from '../../ui/EditDialogButton';
import { ProductFormFields } from './ProductFormFields';
import { toProductInput, type ProductFormValues } from './productInput';
import type { Product } from './types';
import { useCategoryChoices } from './useCategoryChoices';

const TEXTS = {
  label: 'products.actions.edit',
  title: 'products.edit.title',
  cancel: 'products.actions.cancel',
  save: 'products.actions.save',
  success: 'products.updated',
  failure: 'products.updateFailure',
};

const formValuesOf = (record: Product): ProductFormValues => ({
  name: record.name ?? '',
  categoryId: record.categoryId ?? '',
  sku: record.sku ?? '',
  price: record.price ?? null,
  warrantyMonths: record.warrantyMonths ?? null,
  description: record.description ?? '',
  isActive: record.isActive ?? true,
});

/** The create form's fields plus Active, with the category choices. */
const EditProductFields = () => {
  const { choices, isPending } = useCategoryChoices();
  return <ProductFormFields categories={choices} categoriesPending={isPending} withActive columns={2} />;
};

/** 'Edit' row action: PUT /api/products/{id} (the create form's fields plus Active); hidden for roles that may not edit products. */
export const EditProductButton = ({ disabled = false }: { disabled?: boolean }) => (
  <EditDialogButton<Product, ProductFormValues>
    resource="products"
    texts={TEXTS}
    titleArgs={(record) => ({ name: record.name })}
    defaultValues={formValuesOf}
    transform={(values) => toProductInput(values)}
    maxWidth="md"
    disabled={disabled}
  >
    <EditProductFields />
  </EditDialogButton>
);
