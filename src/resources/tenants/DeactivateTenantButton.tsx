import { useState } from 'react';
import { DialogContentText, Stack } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Confirm, useCanAccess, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import { tenantStatusOf, type Tenant, type TenantActionProps } from './types';

/**
 * 'Deactivate': DELETE /api/tenants/{id} after a confirmation; the server keeps the warehouse and
 * marks it inactive. Disabled once inactive (Edit sets it active again).
 */
export const DeactivateTenantButton = ({ disabled = false }: TenantActionProps) => {
  const record = useRecordContext<Tenant>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'tenants', action: 'delete' });
  const [deleteOne, { isPending }] = useDelete<Tenant>();
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
      await deleteOne('tenants', { id: record.id, previousData: record }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    setOpen(false);
    notify('tenants.deactivate.success', { type: 'success', messageArgs: { name: record.name } });
    refresh();
  };

  return (
    <>
      <RowActionButton
        label={translate('tenants.actions.deactivate')}
        icon={<BlockIcon />}
        color="error"
        disabled={disabled || tenantStatusOf(record) === 'inactive'}
        busy={isPending}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title="tenants.deactivate.title"
        content={
          <Stack spacing={2}>
            <DialogContentText>{translate('tenants.deactivate.question', { name: record.name })}</DialogContentText>
            {failure ? <ErrorAlert title={translate('tenants.deactivate.failure')} error={failure} /> : null}
          </Stack>
        }
        confirm="tenants.deactivate.confirm"
        cancel="tenants.actions.cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
};
