import { useState } from 'react';
import { DialogContentText, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useCanAccess, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import type { Product } from './types';

/** DELETE /api/products/{id} after a confirmation naming the product; a refusal shows in the dialog. */
export const DeleteProductButton = ({ disabled = false }: { disabled?: boolean }) => {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'products', action: 'delete' });
  const [deleteOne, { isPending }] = useDelete<Product>();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (!record || !canAccess) return null;

  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await deleteOne('products', { id: record.id, previousData: record }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    setOpen(false);
    notify('products.deleted', { type: 'success' });
    refresh();
  };

  return (
    <>
      <RowActionButton
        label={translate('products.actions.delete')}
        icon={<DeleteIcon />}
        color="error"
        disabled={disabled}
        busy={isPending}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title="products.delete.title"
        content={
          <Stack spacing={2}>
            <DialogContentText>{translate('products.delete.question', { name: record.name })}</DialogContentText>
            {failure ? <ErrorAlert title={translate('products.deleteFailure')} error={failure} /> : null}
          </Stack>
        }
        confirm="products.delete.confirm"
        cancel="products.actions.cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
};
