import { Box } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { normalizeRole } from '../../domain/access';
import { EditDialogButton } from '../../ui/EditDialogButton';
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

const TEXTS = {
  label: 'users.actions.edit',
  title: 'users.edit.title',
  cancel: 'users.actions.cancel',
  save: 'users.actions.save',
  success: 'users.edit.success',
  failure: 'users.edit.failure',
};

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

const EditUserFields = () => {
  const record = useRecordContext<User>();
  const { isSuperAdmin } = useCurrentUser();
  return (
    <>
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
        choices={roleChoices(isSuperAdmin || isSuperAdminRole(record?.role))}
        // Always one of the roles: no empty choice.
        validate={Object.assign(() => undefined, { isRequired: true })}
      />
      <BooleanInput source="isActive" label="users.edit.fields.isActive" />
    </>
  );
};

/**
 * 'Edit' row action: first name, last name, e-mail, role and active in a dialog. Hidden for roles
 * that may not edit users; a super admin's row is left to super admins.
 */
export const EditUserButton = ({ disabled = false }: UserActionProps) => {
  const { isSuperAdmin } = useCurrentUser();
  return (
    <EditDialogButton<User, UserFormValues>
      resource="users"
      texts={TEXTS}
      titleArgs={(record) => ({ email: record.email })}
      successArgs={(sent) => ({ email: sent.email })}
      defaultValues={formValuesOf}
      transform={toUserUpdate}
      disabled={(record) => disabled || (isSuperAdminRole(record.role) && !isSuperAdmin)}
    >
      <EditUserFields />
    </EditDialogButton>
  );
};
