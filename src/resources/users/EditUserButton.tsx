import { useId, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  BooleanInput,
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { normalizeRole } from '../../domain/access';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import { isSuperAdminRole, roleChoices } from './roles';
import type { User, UserActionProps } from './types';
import { useCurrentUser } from './useCurrentUser';

interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  isActive: boolean;
}

const formValuesOf = (record: User): UserFormValues => ({
  firstName: record.firstName ?? '',
  lastName: record.lastName ?? '',
  email: record.email ?? '',
  role: normalizeRole(record.role),
  isActive: record.isActive !== false,
});

/** Names and e-mail trimmed, the real role name, the active flag: PUT /api/users/{id}. */
const toUserUpdate = (values: UserFormValues) => ({
  firstName: String(values.firstName ?? '').trim(),
  lastName: String(values.lastName ?? '').trim(),
  email: String(values.email ?? '').trim(),
  role: values.role,
  isActive: Boolean(values.isActive),
});

const EditUserDialog = ({ record, onClose }: { record: User; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const { isSuperAdmin } = useCurrentUser();
  const [update, { isPending }] = useUpdate<User>();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    const data = toUserUpdate(values as unknown as UserFormValues);
    try {
      await update('users', { id: record.id, data, previousData: record }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    notify('users.edit.success', { type: 'success', messageArgs: { email: data.email } });
    onClose();
    refresh();
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Form defaultValues={formValuesOf(record)} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('users.edit.title', { email: record.email })}</DialogTitle>
        <DialogContent>
          {failure ? <ErrorAlert title={translate('users.edit.failure')} error={failure} sx={{ mb: 2 }} /> : null}
          <Box sx={{ display: 'grid', columnGap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <TextInput fullWidth source="firstName" label="users.edit.fields.firstName" />
            <TextInput fullWidth source="lastName" label="users.edit.fields.lastName" />
          </Box>
          <TextInput fullWidth source="email" type="email" label="users.edit.fields.email" />
          <SelectInput
            fullWidth
            source="role"
            label="users.edit.fields.role"
            // A super admin being edited keeps its option, so the select can show it.
            choices={roleChoices(isSuperAdmin || isSuperAdminRole(record.role))}
            // Always one of the roles: no empty choice.
            validate={Object.assign(() => undefined, { isRequired: true })}
          />
          <BooleanInput source="isActive" label="users.edit.fields.isActive" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('users.actions.cancel')}
          </Button>
          <SaveButton label="users.actions.save" icon={<SaveIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/**
 * 'Edit' row action: first name, last name, e-mail, role and active in a dialog. Hidden for roles
 * that may not edit users; a super admin's row is left to super admins.
 */
export const EditUserButton = ({ disabled = false }: UserActionProps) => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  const { isSuperAdmin } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  const outOfReach = isSuperAdminRole(record.role) && !isSuperAdmin;
  return (
    <>
      <RowActionButton
        label={translate('users.actions.edit')}
        icon={<EditIcon />}
        disabled={disabled || outOfReach}
        onClick={() => setOpen(true)}
      />
      {open ? <EditUserDialog record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
