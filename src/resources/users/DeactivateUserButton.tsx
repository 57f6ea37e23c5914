import { useState } from 'react';
import { DialogContentText, Stack } from '@mui/material';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Confirm, useCanAccess, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import { isSuperAdminRole } from './roles';
import type { User, UserActionProps } from './types';
import { useCurrentUser } from './useCurrentUser';

/**
 * 'Deactivate': DELETE /api/users/{id} after a confirmation; the server keeps the user and marks
 * it inactive, so the row then reads Inactive. Disabled for an inactive user (Edit re-activates),
 * for one's own account and, unless one is a super admin, for a super admin.
 */
export const DeactivateUserButton = ({ disabled = false }: UserActionProps) => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'delete' });
  const { id: myId, isSuperAdmin } = useCurrentUser();
  const [deleteOne, { isPending }] = useDelete<User>();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (!record || !canAccess) return null;

  const isSelf = myId !== undefined && String(myId) === String(record.id);
  const outOfReach = isSuperAdminRole(record.role) && !isSuperAdmin;
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await deleteOne('users', { id: record.id, previousData: record }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    setOpen(false);
    notify('users.deactivate.success', { type: 'success', messageArgs: { email: record.email } });
    refresh();
  };

  return (
    <>
      <span title={isSelf ? translate('users.deactivate.self') : undefined}>
        <RowActionButton
          label={translate('users.actions.deactivate')}
          icon={<PersonOffIcon />}
          color="error"
          disabled={disabled || !record.isActive || isSelf || outOfReach}
          busy={isPending}
          onClick={() => setOpen(true)}
        />
      </span>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="users.deactivate.title"
        content={
          <Stack spacing={2}>
            <DialogContentText>{translate('users.deactivate.question', { email: record.email })}</DialogContentText>
            {failure ? <ErrorAlert title={translate('users.deactivate.failure')} error={failure} /> : null}
          </Stack>
        }
        confirm="users.deactivate.confirm"
        cancel="users.actions.cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
};
