import SendIcon from '@mui/icons-material/Send';
import PaidIcon from '@mui/icons-material/Paid';
import BlockIcon from '@mui/icons-material/Block';
import type { ReactNode } from 'react';
import { canMoveClaim, type WarrantyClaimStatus } from '../../domain/warrantyClaims';
import { MutationButton } from '../../ui/MutationButton';
import type { RowActionColor } from '../../ui/RowActionButton';
import type { ClaimActionProps, WarrantyClaim } from './types';

// A claim's moves (issue 15 scope 6): Submit (open -> submitted), Settle and Reject (from
// submitted). Each is PUT /api/warranty-claims/:id { status }; the server refuses other moves (409).

const ACCESS = { resource: 'warranty-claims', action: 'edit' };

const MOVES: Record<'submit' | 'settle' | 'reject', { to: WarrantyClaimStatus; icon: ReactNode; color?: RowActionColor }> = {
  submit: { to: 'submitted', icon: <SendIcon fontSize="small" aria-hidden /> },
  settle: { to: 'settled', icon: <PaidIcon fontSize="small" aria-hidden />, color: 'success' },
  reject: { to: 'rejected', icon: <BlockIcon fontSize="small" aria-hidden />, color: 'warning' },
};

const MoveClaimButton = ({ move, disabled = false }: ClaimActionProps & { move: keyof typeof MOVES }) => {
  const { to, icon, color } = MOVES[move];
  return (
    <MutationButton<WarrantyClaim>
      access={ACCESS}
      label={`warrantyClaims.actions.${move}.label`}
      success={`warrantyClaims.actions.${move}.success`}
      failure={`warrantyClaims.actions.${move}.failure`}
      icon={icon}
      color={color}
      args={(claim) => ({ id: claim.id, brand: claim.brand })}
      hidden={(claim) => !canMoveClaim(claim.status, to)}
      disabled={disabled}
      mutation={(dataProvider, claim) => dataProvider.update('warranty-claims', { id: claim.id, data: { status: to }, previousData: claim })}
    />
  );
};

/** The moves the claim's status allows, as row or page actions. */
export const ClaimActions = ({ disabled = false }: ClaimActionProps) => (
  <>
    <MoveClaimButton move="submit" disabled={disabled} />
    <MoveClaimButton move="settle" disabled={disabled} />
    <MoveClaimButton move="reject" disabled={disabled} />
  </>
);
