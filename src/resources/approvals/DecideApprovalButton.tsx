import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton } from '../../ui/RowActionButton';
import { clearDraft, useUrlDialog } from '../../ui/urlDialog';
import { DecisionDialog } from './DecisionDialog';
import { canDecideApproval } from '../../domain/approvals';
import type { Approval, ApprovalActionProps, ApprovalDecision } from './types';
import { useAccess } from '../../ui/useAccess';

export interface DecideApprovalButtonProps extends ApprovalActionProps {
  decision: ApprovalDecision;
}

/**
 * A row's Approve or Reject: opens the notes prompt, then PATCH /api/approvals/{id} with the
 * decision, approver id 1 and the notes (dataProvider.decideApproval). Shown on every row,
 * whatever its status (spec part 2, section 4), but enabled only on a pending one: a decided
 * approval is not decided again (issue 28; the server answers 409).
 */
export const DecideApprovalButton = ({ decision, disabled: given = false }: DecideApprovalButtonProps) => {
  const record = useRecordContext<Approval>();
  const disabled = given || (record != null && !canDecideApproval(String(record.status)));
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useAccess('approvals', 'edit');
  // In the URL (#dialog=approvals.reject-7): Back closes the prompt and stays on the list (issue 27).
  const name = `approvals.${decision}-${record?.id ?? ''}`;
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (notes: string) => dataProvider.decideApproval(record!.id, decision, notes),
    onSuccess: ({ data }) => {
      clearDraft(name);
      dialog.closeDialog();
      notify(`approvals.decision.${decision}.success`, { type: 'success', messageArgs: { id: data?.id ?? record?.id } });
      refresh();
    },
  });
  const dialog = useUrlDialog(name, { enabled: Boolean(record && canAccess) && !disabled, onOpen: reset });
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton
        label={translate(`approvals.actions.${decision}`)}
        color={decision === 'approve' ? 'success' : 'error'}
        busy={isPending}
        disabled={disabled}
        onClick={dialog.openDialog}
      />
      {dialog.open ? (
        <DecisionDialog
          open
          decision={decision}
          approvalId={record.id}
          busy={isPending}
          draftName={name}
          failure={error}
          onConfirm={(notes) => mutate(notes)}
          onClose={dialog.closeDialog}
        />
      ) : null}
    </>
  );
};
