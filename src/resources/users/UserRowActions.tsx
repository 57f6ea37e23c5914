import { Stack } from '@mui/material';
import { DeactivateUserButton } from './DeactivateUserButton';
import { EditUserButton } from './EditUserButton';
import type { UserActionProps } from './types';

/** Edit and Deactivate; each hides itself when the role may not use it. */
export const UserRowActions = ({ disabled = false }: UserActionProps) => (
  <Stack direction="row" spacing={0.75}>
    <EditUserButton disabled={disabled} />
    <DeactivateUserButton disabled={disabled} />
  </Stack>
);
