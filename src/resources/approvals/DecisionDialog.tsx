import { useId } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { DraftNotice, useDraftState } from '../../ui/urlDialog';
import type { ApprovalDecision } from './types';

export interface DecisionDialogProps {
  open: boolean;
  decision: ApprovalDecision;
  approvalId: number | string;
  busy: boolean;
  /** The name of its draft (ui/urlDialog.tsx): the notes typed are kept until sent or cancelled. */
  draftName: string;
  /** The failed attempt, shown in the dialog; what was typed stays. */
  failure: unknown;
  onConfirm: (notes: string) => void;
  onClose: () => void;
}

/**
 * The small prompt before Approve or Reject: optional notes, then confirm or cancel. The notes are
 * kept as a draft (Back, Escape or leaving the page keep them); Cancel drops them.
 */
export const DecisionDialog = ({ open, decision, approvalId, busy, draftName, failure, onConfirm, onClose }: DecisionDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { value: notes, setValue: setNotes, restored, discard } = useDraftState(draftName, '');
  const cancel = () => {
    if (busy) return;
    discard();
    onClose();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(notes.trim());
        }}
      >
        <DialogTitle id={titleId}>{translate(`approvals.decision.${decision}.title`, { id: approvalId })}</DialogTitle>
        <DialogContent>
          {failure ? <ErrorAlert title={translate('approvals.decision.failure')} error={failure} sx={{ mb: 2 }} /> : null}
          {restored ? <DraftNotice onDiscard={discard} /> : null}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('approvals.decision.notes')}
            helperText={translate('common.optional')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={busy}>
            {translate('approvals.decision.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'approve' ? 'success' : 'error'}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {translate(`approvals.decision.${decision}.confirm`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
