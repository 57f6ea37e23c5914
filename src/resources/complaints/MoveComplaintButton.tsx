import { canMoveComplaint } from '../../domain/complaints';
import { ComplaintActionButton } from './ComplaintActionButton';
import type { ComplaintActionProps } from './types';

/**
 * Resolve (PATCH /api/complaints/{id}/resolve) or Close (.../close): offered only where the
 * complaint's status allows the move (domain/complaints.ts, the rule the server enforces).
 */
export const MoveComplaintButton = ({ move, ...props }: ComplaintActionProps & { move: 'resolve' | 'close' }) => (
  <ComplaintActionButton
    {...props}
    action={move}
    permission="edit"
    color={move === 'resolve' ? 'success' : 'secondary'}
    call={(dataProvider, id) => dataProvider.moveComplaint(id, move)}
    offered={(complaint) => canMoveComplaint(complaint.status, move)}
  />
);
