import { Stack } from '@mui/material';
import { ToggleVendorActiveButton } from './ToggleVendorActiveButton';
import { VendorPerformanceButton } from './VendorPerformanceButton';
import type { VendorActionProps } from './types';

/** Performance and Activate/Deactivate; each hides itself when the role may not use it. */
export const VendorRowActions = ({ disabled = false }: VendorActionProps) => (
  <Stack direction="row" spacing={0.75}>
    <VendorPerformanceButton disabled={disabled} />
    <ToggleVendorActiveButton disabled={disabled} />
  </Stack>
);
