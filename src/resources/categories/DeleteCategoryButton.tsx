import { useState } from 'react';
import { DialogContentText, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useCanAccess, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { categoryNameOf } from '../../domain/categories';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import type { Category } from './types';

/**
 * DELETE /api/categories/{id} after a confirmation naming the category. A refusal (e.g. 409: the
 * category is used by products) is shown inside the dialog with the server's message.
 */
export const DeleteCategoryButton = ({ disabled = false }: { disabled?: boolean }) => {
  const record = useRecordContext<Category>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'catalog/categories', action: 'delete' });
  const [deleteOne, { isPending }] = useDelete<Category>();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (!record || !canAccess) return null;
  const name = categoryNameOf(record);

  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await deleteOne('catalog/categories', { id: record.id, previousData: record }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    setOpen(false);
    notify('categories.deleted', { type: 'success' });
    refresh();
  };

  return (
    <>
      <RowActionButton
        label={translate('categories.actions.delete')}
        icon={<DeleteIcon />}
        color="error"
        disabled={disabled}
        busy={isPending}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title="categories.delete.title"
        content={
          <Stack spacing={2}>
            <DialogContentText>{translate('categories.delete.question', { name })}</DialogContentText>
            {failure ? <ErrorAlert title={translate('categories.deleteFailure')} error={failure} /> : null}
          </Stack>
        }
        confirm="categories.delete.confirm"
        cancel="categories.actions.cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
};
