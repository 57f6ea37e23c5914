import { useId, useState, type FormEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { clampRating, RATING_MAX, RATING_MIN } from '../../domain/service';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import type { Vendor, VendorActionProps } from './types';

/** The dialog that replaces the reference's prompt: a number, clamped to 1..5 (clampRating). */
const RatingDialog = ({ vendor, onClose }: { vendor: Vendor; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [value, setValue] = useState(vendor.rating > 0 ? String(vendor.rating) : '');
  const [notNumber, setNotNumber] = useState(false);
  const { mutate, isPending, error } = useMutation({
    mutationFn: (rating: number) => dataProvider.rateVendor(vendor.id, rating),
    onSuccess: ({ data }, rating) => {
      notify('vendors.rating.success', { type: 'success', messageArgs: { name: vendor.name, rating: data?.rating ?? rating } });
      refresh();
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rating = clampRating(value);
    setNotNumber(rating === null);
    if (rating !== null) mutate(rating);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('vendors.rating.title', { name: vendor.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('vendors.rating.hint', { min: RATING_MIN, max: RATING_MAX })}</DialogContentText>
          {error ? <ErrorAlert title={translate('vendors.rating.failure')} error={error} sx={{ mb: 2 }} /> : null}
          <TextField
            autoFocus
            fullWidth
            label={translate('vendors.rating.label')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={notNumber}
            helperText={notNumber ? translate('vendors.rating.notNumber') : ' '}
            // Text, not type=number, so what was typed stays visible when it is refused.
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('vendors.rating.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isPending}
            aria-busy={isPending || undefined}
            startIcon={isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {translate('vendors.rating.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** 'Update' beside the rating: PUT /api/vendor-assignments/{id} {rating} (kept by the server, DESIGN section 9). */
export const UpdateRatingButton = ({ disabled = false }: VendorActionProps) => {
  const record = useRecordContext<Vendor>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'third-parties', action: 'edit' });
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton label={translate('vendors.rating.update')} disabled={disabled} onClick={() => setOpen(true)} />
      {open ? <RatingDialog vendor={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
