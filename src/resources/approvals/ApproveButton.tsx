import { DecideApprovalButton } from './DecideApprovalButton';
import type { ApprovalActionProps } from './types';

/** 'Approve': sends the decision approve, which makes the approval approved. */
export const ApproveButton = ({ disabled = false }: ApprovalActionProps) => <DecideApprovalButton decision="approve" disabled={disabled} />;
