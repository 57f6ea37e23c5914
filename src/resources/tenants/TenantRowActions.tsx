import { Stack } from '@mui/material';
import { DeactivateTenantButton } from './DeactivateTenantButton';
import { EditTenantButton } from './EditTenantButton';
import type { TenantActionProps } from './types';

/** Edit and Deactivate; each hides itself when the role may not use it. */
export const TenantRowActions = ({ disabled = false }: TenantActionProps) => (
  <Stack direction="row" spacing={0.75}>
    <EditTenantButton disabled={disabled} />
    <DeactivateTenantButton disabled={disabled} />
  </Stack>
);
