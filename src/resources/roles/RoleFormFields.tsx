import { Box } from '@mui/material';
import { BooleanInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import type { RoleFormValues } from './types';

export const SCOPE_CHOICES = [
  { id: 'tenant', name: 'roles.scope.tenant' },
  { id: 'global', name: 'roles.scope.global' },
];

export const EMPTY_ROLE: RoleFormValues = { name: '', description: '', scope: 'tenant', isActive: true };

const nameRequired = (value: unknown) => (String(value ?? '').trim() ? undefined : 'roles.errors.nameRequired');

/** Trimmed values, scope tenant or global, as POST /v1/roles and PUT /v1/roles/{id} take them. */
export const toRoleInput = (values: Partial<RoleFormValues>): RoleFormValues => ({
  name: String(values.name ?? '').trim(),
  description: String(values.description ?? '').trim(),
  scope: values.scope === 'global' ? 'global' : 'tenant',
  isActive: values.isActive !== false,
});

/** Name, description, scope (tenant or global) and active: shared by the create form and the edit dialog. */
export const RoleFormFields = ({ columns = 4 }: { columns?: 2 | 4 }) => (
  <Box
    sx={{
      display: 'grid',
      columnGap: 2,
      alignItems: 'start',
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
    }}
  >
    <TextInput source="name" label="roles.fields.name" validate={nameRequired} fullWidth />
    <TextInput source="description" label="roles.fields.description" fullWidth />
    <RadioButtonGroupInput source="scope" label="roles.fields.scope" choices={SCOPE_CHOICES} row />
    <BooleanInput source="isActive" label="roles.fields.active" sx={{ mt: 1 }} />
  </Box>
);
