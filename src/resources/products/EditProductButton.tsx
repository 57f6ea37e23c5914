import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { Form, SaveButton, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import { ProductFormFields } from './ProductFormFields';
import { productErrorText, toProductInput, type ProductFormValues } from './productInput';
import type { Product } from './types';
import { useCategoryChoices } from './useCategoryChoices';

const formValuesOf = (record: Product): ProductFormValues => ({
  name: record.name ?? '',
  categoryId: record.categoryId ?? '',
  sku: record.sku ?? '',
  price: record.price ?? null,
  warrantyMonths: record.warrantyMonths ?? null,
  description: record.description ?? '',
  isActive: record.isActive ?? true,
});

/** The edit dialog: the create form's fields plus Active; PUT /api/products/{id} (same fields). */
const EditProductDialog = ({ record, onClose }: { record: Product; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [update, { isPending }] = useUpdate<Product>();
  const { choices, isPending: categoriesPending } = useCategoryChoices();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    try {
      await update(
        'products',
        { id: record.id, data: toProductInput(values as ProductFormValues), previousData: record },
        { returnPromise: true },
      );
    } catch (error) {
      setFailure(error);
      return;
    }
    notify('products.updated', { type: 'success' });
    onClose();
    refresh();
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <Form defaultValues={formValuesOf(record)} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('products.edit.title', { name: record.name })}</DialogTitle>
        <DialogContent>
          {failure ? (
            <ErrorAlert title={translate('products.updateFailure')} error={productErrorText(failure, translate)} sx={{ mb: 2 }} />
          ) : null}
          <ProductFormFields categories={choices} categoriesPending={categoriesPending} withActive columns={2} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('products.actions.cancel')}
          </Button>
          <SaveButton label="products.actions.save" icon={<SaveIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/** 'Edit' row action: opens the edit dialog; hidden for roles that may not edit products. */
export const EditProductButton = ({ disabled = false }: { disabled?: boolean }) => {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'products', action: 'edit' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton label={translate('products.actions.edit')} icon={<EditIcon />} disabled={disabled} onClick={() => setOpen(true)} />
      {open ? <EditProductDialog record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
