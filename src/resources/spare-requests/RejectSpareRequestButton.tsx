import { useState } from 'react';
import { TextField } from '@mui/material';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { canRejectSpareRequest } from '../../domain/spares';
import { RowActionButton } from '../../ui/RowActionButton';
import { SpareRequestDecisionDialog } from './SpareRequestDecisionDialog';
import { useReplaceSpareRequestRow } from './useReplaceSpareRequestRow';
import type { SpareRequest, SpareRequestActionProps } from './types';

/** Reject: notes, then PUT /api/spare-requests/{id} {status: 'rejected', approvedBy: 1, approvalNotes}. */
export const RejectSpareRequestButton = ({ disabled = false }: SpareRequestActionProps) => {
  const record = useRecordContext<SpareRequest>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const replaceRow = useReplaceSpareRequestRow();
  const { canAccess } = useCanAccess({ resource: 'spares/requests', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState('');
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (approvalNotes: string) => dataProvider.rejectSpareRequest(record!.id, approvalNotes),
    onSuccess: ({ data }) => {
      replaceRow(data);
      setOpen(false);
      notify('spareRequests.actions.reject.success', { type: 'success', messageArgs: { id: data.id ?? record?.id } });
    },
  });
  if (!record || !canAccess) return null;

  const openDialog = () => {
    reset();
    setNotes('');
    setOpen(true);
  };

  return (
    <>
      <RowActionButton
        label={translate('spareRequests.actions.reject.label')}
        icon={<HighlightOffIcon />}
        color="error"
        busy={isPending}
        disabled={disabled || !canRejectSpareRequest(record.status)}
        onClick={openDialog}
      />
      <SpareRequestDecisionDialog
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={() => mutate(notes.trim())}
        title={translate('spareRequests.actions.reject.title', { id: record.id })}
        confirmLabel={translate('spareRequests.actions.reject.confirm')}
        confirmColor="error"
        busy={isPending}
        failureTitle={translate('spareRequests.actions.reject.failure')}
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
      </SpareRequestDecisionDialog>
    </>
  );
};
