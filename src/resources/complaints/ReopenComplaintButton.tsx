import { useState } from 'react';
import { TextField } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useRecordContext, useTranslate } from 'react-admin';
import { canMoveComplaint, REOPEN_REASON_MAX, reopenReasonProblem } from '../../domain/complaints';
import type { Refusal } from '../../domain/refusal';
import { refusalText } from '../../ui/errorText';
import { MutationDialogButton } from '../../ui/MutationDialogButton';
import type { Complaint, ComplaintActionProps } from './types';

const TEXTS = {
  label: 'complaints.actions.reopen.label',
  title: 'complaints.actions.reopen.title',
  hint: 'complaints.actions.reopen.hint',
  confirm: 'complaints.actions.reopen.confirm',
  cancel: 'complaints.actions.reopen.cancel',
  success: 'complaints.actions.reopen.success',
  failure: 'complaints.actions.reopen.failure',
};

/** The dialog's button and field, once the complaint's status offers the move. */
const ReopenDialogButton = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  // Why the reason is refused before anything is sent: the rule the server checks too (reopenReasonProblem).
  const [problem, setProblem] = useState<Refusal | null>(null);
  return (
    <MutationDialogButton<Complaint, string, string>
      access={{ resource: 'service/complaints', action: 'edit' }}
      texts={TEXTS}
      // The reason is free text: kept as a draft until sent or cancelled (issue 27).
      draft={{ value: reason, restore: setReason }}
      args={(complaint) => ({ id: complaint.id })}
      successArgs={(answer, complaint) => ({ id: answer?.id ?? complaint.id })}
      icon={<ReplayIcon />}
      color="warning"
      disabled={disabled}
      onOpen={() => {
        setReason('');
        setProblem(null);
      }}
      toBody={() => {
        const found = reopenReasonProblem(reason);
        setProblem(found);
        return found ? null : reason.trim();
      }}
      mutation={(dataProvider, complaint, text) => dataProvider.reopenComplaint(complaint.id, text)}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        required
        label={translate('complaints.actions.reopen.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem !== null}
        helperText={
          problem
            ? refusalText(translate, problem)
            : translate('complaints.actions.reopen.count', { count: reason.trim().length, max: REOPEN_REASON_MAX })
        }
      />
    </MutationDialogButton>
  );
};

/**
 * Reopen (PATCH /api/complaints/{id}/reopen {reason}): offered only where the complaint's status
 * allows it (resolved or closed, domain/complaints.ts); asks why, back to open.
 */
export const ReopenComplaintButton = ({ disabled = false }: ComplaintActionProps) => {
  const complaint = useRecordContext<Complaint>();
  if (!complaint || !canMoveComplaint(complaint.status, 'reopen')) return null;
  return <ReopenDialogButton disabled={disabled} />;
};
