import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton } from '../../ui/RowActionButton';
import { DecisionDialog } from './DecisionDialog';
import type { Approval, ApprovalActionProps, ApprovalDecision } from './types';

export interface DecideApprovalButtonProps extends ApprovalActionProps {
  decision: ApprovalDecision;
}

/**
 * A row's Approve or Reject: opens the notes prompt, then PATCH /api/approvals/{id} with the
 * decision, approver id 1 and the notes (dataProvider.decideApproval). Offered on every row,
 * whatever its status (spec part 2, section 4).
 */
export const DecideApprovalButton = ({ decision, disabled = false }: DecideApprovalButtonProps) => {
  const record = useRecordContext<Approval>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'approvals', action: 'edit' });
  const [open, setOpen] = useState(false);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (notes: string) => dataProvider.decideApproval(record!.id, decision, notes),
    onSuccess: ({ data }) => {
      setOpen(false);
      notify(`approvals.decision.${decision}.success`, { type: 'success', messageArgs: { id: data?.id ?? record?.id } });
      refresh();
    },
  });
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton
        label={translate(`approvals.actions.${decision}`)}
        color={decision === 'approve' ? 'success' : 'error'}
        busy={isPending}
        disabled={disabled}
        onClick={() => {
          reset();
          setOpen(true);
        }}
      />
      {open ? (
        <DecisionDialog
          open
          decision={decision}
          approvalId={record.id}
          busy={isPending}
          failure={error}
          onConfirm={(notes) => mutate(notes)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
};
