import { Stack } from '@mui/material';
import { ViewRecordLink } from '../../ui/ViewRecordLink';
import { ActivateBomButton } from './ActivateBomButton';
import { CloneBomButton } from './CloneBomButton';
import { DeleteBomButton } from './DeleteBomButton';
import type { BomActionProps } from './types';

/** View, Activate, Clone, Delete; each mutation hides itself when the role may not use it. */
export const BomRowActions = ({ disabled = false }: BomActionProps) => (
  <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
    <ViewRecordLink label="boms.actions.view.label" disabled={disabled} />
    <ActivateBomButton disabled={disabled} />
    <CloneBomButton disabled={disabled} />
    <DeleteBomButton disabled={disabled} />
  </Stack>
);
