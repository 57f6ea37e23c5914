import { useState } from 'react';
import { DialogContentText, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useCanAccess, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import type { RoleRecord } from './types';

/**
 * DELETE /v1/roles/{id} after a confirmation naming the role. The backend refuses the four
 * built-in roles (409): its message shows in the dialog.
 */
export const DeleteRoleButton = ({ disabled = false }: { disabled?: boolean }) => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'user-role-permission', action: 'delete' });
  const [deleteOne, { isPending }] = useDelete<RoleRecord>();
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
      // Pessimistic: a refused delete must not drop the row, even for a moment.
      await deleteOne('user-role-permission', { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    setOpen(false);
    notify('roles.delete.success', { type: 'success', messageArgs: { name: record.name } });
    refresh();
  };

  return (
    <>
      <RowActionButton
        label={translate('roles.delete.label')}
        icon={<DeleteIcon />}
        color="error"
        disabled={disabled}
        busy={isPending}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title="roles.delete.title"
        content={
          <Stack spacing={2}>
            <DialogContentText>{translate('roles.delete.question', { name: record.name })}</DialogContentText>
            {failure ? <ErrorAlert title={translate('roles.delete.failure')} error={failure} /> : null}
          </Stack>
        }
        confirm="roles.delete.confirm"
        cancel="roles.delete.cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
};
