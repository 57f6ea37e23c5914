import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';

export interface SpareRequestDecisionDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** Already translated. */
  title: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'success' | 'error';
  busy: boolean;
  /** Title of the red alert shown after a failed call, e.g. 'Failed to approve'. */
  failureTitle: string;
  failure: unknown;
  children: ReactNode;
}

/**
 * The small form behind Approve, Reject and Delivered: a few fields, Cancel and a confirm button.
 * A failed call keeps the dialog open with what was typed and shows the server's message.
 */
export const SpareRequestDecisionDialog = ({
  open,
  onClose,
  onSubmit,
  title,
  confirmLabel,
  confirmColor = 'primary',
  busy,
  failureTitle,
  failure,
  children,
}: SpareRequestDecisionDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <ErrorAlert title={failureTitle} error={failure} /> : null}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('spareRequests.actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={confirmColor}
          disabled={busy}
          aria-busy={busy || undefined}
          startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
