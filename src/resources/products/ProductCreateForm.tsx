import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useFormContext } from 'react-hook-form';
import { Form, SaveButton, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ProductFormFields } from './ProductFormFields';
import { productErrorText, toProductInput, type ProductFormValues } from './productInput';
import type { Product } from './types';
import { useCategoryChoices } from './useCategoryChoices';

const EMPTY_VALUES: ProductFormValues = {
  name: '',
  categoryId: '',
  sku: '',
  price: null,
  warrantyMonths: null,
  description: '',
};

const ResetButton = ({ onReset }: { onReset: () => void }) => {
  const translate = useTranslate();
  const { reset } = useFormContext();
  return (
    <Button
      variant="outlined"
      startIcon={<RestartAltIcon />}
      onClick={() => {
        reset(EMPTY_VALUES);
        onReset();
      }}
    >
      {translate('products.actions.reset')}
    </Button>
  );
};

/**
 * 'Add New Product': POST /api/products. The screen asks for a name and a category; the call
 * layer (dataProvider.create, domain validateProduct) then checks the TV warranty, SKU and price
 * rules before anything is sent. Any refusal shows under 'Failed to create product' with the form
 * still filled.
 */
export const ProductCreateForm = ({ onCreated }: { onCreated?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate<Product>();
  const { choices, isPending: categoriesPending, error: categoriesError } = useCategoryChoices();
  const [formKey, setFormKey] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    try {
      await create('products', { data: toProductInput(values as ProductFormValues) }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    notify('products.created', { type: 'success' });
    setFormKey((k) => k + 1);
    refresh();
    onCreated?.();
  };

  return (
    <Stack spacing={2}>
      {categoriesError ? <ErrorAlert title={translate('products.categoriesFailure')} error={categoriesError} /> : null}
      {failure ? <ErrorAlert title={translate('products.createFailure')} error={productErrorText(failure, translate)} /> : null}
      <Form key={formKey} defaultValues={EMPTY_VALUES} onSubmit={submit} noValidate>
        <ProductFormFields categories={choices} categoriesPending={categoriesPending} />
        <Stack direction="row" spacing={1}>
          <SaveButton label="products.actions.create" icon={<AddCircleOutlineIcon />} alwaysEnable />
          <ResetButton onReset={() => setFailure(null)} />
        </Stack>
      </Form>
    </Stack>
  );
};
