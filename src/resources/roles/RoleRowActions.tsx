import { Stack } from '@mui/material';
import type { Identifier } from 'react-admin';
import { SelectRoleButton } from './SelectRoleButton';
import { EditRoleButton } from './EditRoleButton';
import { DeleteRoleButton } from './DeleteRoleButton';

/** Permissions, Edit and Delete; Edit and Delete hide themselves for users who may not use them. */
export const RoleRowActions = ({ onSelect }: { onSelect: (id: Identifier) => void }) => (
  <Stack direction="row" spacing={0.75}>
    <SelectRoleButton onSelect={onSelect} />
    <EditRoleButton />
    <DeleteRoleButton />
  </Stack>
);
