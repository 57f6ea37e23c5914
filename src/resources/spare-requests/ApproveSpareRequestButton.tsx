import { useState } from 'react';
import { TextField } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { canApproveSpareRequest } from '../../domain/spares';
import { RowActionButton } from '../../ui/RowActionButton';
import { SpareRequestDecisionDialog } from './SpareRequestDecisionDialog';
import { useReplaceSpareRequestRow } from './useReplaceSpareRequestRow';
import type { SpareRequest, SpareRequestActionProps } from './types';

/** A blank cost means "as estimated"; anything else must be an amount of 0 or more. */
const parseCost = (raw: string, estimated: number): number | null => {
  if (raw.trim() === '') return estimated;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * Approve: notes and actual cost, then PUT /api/spare-requests/{id} {status: 'approved',
 * approvedBy: 1, approvalNotes, actualCost} (the approver id is fixed, spec section 6).
 */
export const ApproveSpareRequestButton = ({ disabled = false }: SpareRequestActionProps) => {
  const record = useRecordContext<SpareRequest>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const replaceRow = useReplaceSpareRequestRow();
  const { canAccess } = useCanAccess({ resource: 'spares/requests', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState('');
  const [cost, setCost] = useState('');
  const [costInvalid, setCostInvalid] = useState(false);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (body: { approvalNotes: string; actualCost: number }) => dataProvider.approveSpareRequest(record!.id, body),
    onSuccess: ({ data }) => {
      replaceRow(data);
      setOpen(false);
      notify('spareRequests.actions.approve.success', { type: 'success', messageArgs: { id: data.id ?? record?.id } });
    },
  });
  if (!record || !canAccess) return null;

  const openDialog = () => {
    reset();
    setNotes('');
    setCost(String(record.totalEstimatedCost ?? ''));
    setCostInvalid(false);
    setOpen(true);
  };
  const submit = () => {
    const actualCost = parseCost(cost, Number(record.totalEstimatedCost) || 0);
    setCostInvalid(actualCost === null);
    if (actualCost !== null) mutate({ approvalNotes: notes.trim(), actualCost });
  };

  return (
    <>
      <RowActionButton
        label={translate('spareRequests.actions.approve.label')}
        icon={<CheckCircleOutlineIcon />}
        color="success"
        busy={isPending}
        disabled={disabled || !canApproveSpareRequest(record.status)}
        onClick={openDialog}
      />
      <SpareRequestDecisionDialog
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        title={translate('spareRequests.actions.approve.title', { id: record.id })}
        confirmLabel={translate('spareRequests.actions.approve.confirm')}
        confirmColor="success"
        busy={isPending}
        failureTitle={translate('spareRequests.actions.approve.failure')}
        failure={error}
      >
        <TextField
          label={translate('spareRequests.fields.approvalNotes')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          autoFocus
        />
        <TextField
          label={translate('spareRequests.fields.actualCost')}
          type="number"
          value={cost}
          onChange={(event) => setCost(event.target.value)}
          error={costInvalid}
          helperText={translate(costInvalid ? 'spareRequests.actions.approve.costInvalid' : 'spareRequests.actions.approve.costHint')}
          slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
          fullWidth
        />
      </SpareRequestDecisionDialog>
    </>
  );
};
