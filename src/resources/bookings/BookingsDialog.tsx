import { useId, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';

export interface BookingsDialogProps {
  title: string;
  subtitle?: string | null;
  isPending: boolean;
  error: unknown;
  errorTitle: string;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the read-only dialogs (a technician's schedule, a complaint's bookings). */
export const BookingsDialog = ({ title, subtitle, isPending, error, errorTitle, onClose, children }: BookingsDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {subtitle ? <Box sx={{ mb: 1, color: 'text.secondary' }}>{subtitle}</Box> : null}
        {error ? (
          <ErrorAlert title={errorTitle} error={error} />
        ) : isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        ) : (
          children
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('bookings.dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
