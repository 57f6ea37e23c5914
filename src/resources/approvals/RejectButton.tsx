import { DecideApprovalButton } from './DecideApprovalButton';
import type { ApprovalActionProps } from './types';

/** 'Reject': sends the decision reject, which makes the approval rejected. */
export const RejectButton = ({ disabled = false }: ApprovalActionProps) => <DecideApprovalButton decision="reject" disabled={disabled} />;
