import { useId, useState } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { Form, SaveButton, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { EMPTY_ROLE, RoleFormFields, toRoleInput } from './RoleFormFields';
import type { RoleFormValues, RoleRecord } from './types';

/**
 * 'Create Role': POST /v1/roles (name, description, scope, active) with an empty matrix; the new
 * role's permissions are then ticked in the matrix below. A refusal keeps what was typed.
 */
export const RoleCreateForm = ({ onCreated }: { onCreated?: (role: RoleRecord) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const headingId = useId();
  const [create] = useCreate<RoleRecord>();
  // A new key remounts the form, which is how it clears after a success.
  const [formKey, setFormKey] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    const data = toRoleInput(values as Partial<RoleFormValues>);
    let created: RoleRecord | void;
    try {
      created = await create('user-role-permission', { data }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    notify('roles.create.success', { type: 'success', messageArgs: { name: data.name } });
    setFormKey((k) => k + 1);
    refresh();
    if (created) onCreated?.(created);
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate('roles.create.title')}
        </Typography>
        {failure ? <ErrorAlert title={translate('roles.create.failure')} error={failure} sx={{ mb: 2 }} /> : null}
        <Form key={formKey} defaultValues={EMPTY_ROLE} onSubmit={submit} noValidate>
          <RoleFormFields />
          <Stack direction="row" justifyContent="flex-end">
            <SaveButton label="roles.create.submit" icon={<AddCircleOutlineIcon />} alwaysEnable />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
