import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { Form, SaveButton, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import { RoleFormFields, toRoleInput } from './RoleFormFields';
import type { RoleFormValues, RoleRecord } from './types';

const formValuesOf = (record: RoleRecord): RoleFormValues => ({
  name: record.name ?? '',
  description: record.description ?? '',
  scope: record.scope === 'global' ? 'global' : 'tenant',
  isActive: record.isActive !== false,
});

/** The edit dialog: PUT /v1/roles/{id} with name, description, scope and active; a refusal stays in the dialog. */
const EditRoleDialog = ({ record, onClose }: { record: RoleRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [update, { isPending }] = useUpdate<RoleRecord>();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    const data = toRoleInput(values as Partial<RoleFormValues>);
    try {
      await update('user-role-permission', { id: record.id, data, previousData: record }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    notify('roles.edit.success', { type: 'success', messageArgs: { name: data.name } });
    onClose();
    refresh();
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Form defaultValues={formValuesOf(record)} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('roles.edit.title', { name: record.name })}</DialogTitle>
        <DialogContent>
          {failure ? <ErrorAlert title={translate('roles.edit.failure')} error={failure} sx={{ mb: 2 }} /> : null}
          <RoleFormFields columns={2} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('roles.edit.cancel')}
          </Button>
          <SaveButton label="roles.edit.save" icon={<SaveIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/** 'Edit' row action: opens the edit dialog; hidden for roles that may not edit roles. */
export const EditRoleButton = ({ disabled = false }: { disabled?: boolean }) => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'user-role-permission', action: 'edit' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton label={translate('roles.edit.label')} icon={<EditIcon />} disabled={disabled} onClick={() => setOpen(true)} />
      {open ? <EditRoleDialog record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
