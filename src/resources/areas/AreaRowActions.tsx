import { Stack } from '@mui/material';
import { AreaPerformanceButton } from './AreaPerformanceButton';
import { ChangeCoverageButton } from './ChangeCoverageButton';
import type { AreaActionProps } from './types';

/** Performance and Change Coverage; each hides itself when the role may not use it. */
export const AreaRowActions = ({ disabled = false }: AreaActionProps) => (
  <Stack direction="row" spacing={0.75}>
    <AreaPerformanceButton disabled={disabled} />
    <ChangeCoverageButton disabled={disabled} />
  </Stack>
);
