import { useId, useState, type FormEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DEFAULT_EXTENSION_MONTHS, parseExtensionMonths } from '../../domain/warranty';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import type { Registration, RegistrationActionProps } from './types';

/**
 * 'Extend': asks how many months (default 12) and sends PATCH /api/warranties/{id}/extend-warranty
 * (fixed reason, cost 0, in the dataProvider). A value that is not a whole number above 0 cannot be
 * sent (the spec: "otherwise nothing happens"). On success the list reloads with the new end date;
 * a failed call leaves the row as it was and shows the error in the dialog (DESIGN section 9).
 */
export const ExtendWarrantyButton = ({ disabled = false }: RegistrationActionProps) => {
  const record = useRecordContext<Registration>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const { canAccess } = useCanAccess({ resource: 'catalog/registrations', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [monthsText, setMonthsText] = useState(String(DEFAULT_EXTENSION_MONTHS));
  const extend = useMutation({
    mutationFn: ({ id, months }: { id: Registration['id']; months: number }) => dataProvider.extendWarranty(id, months),
    onSuccess: (_result, { months }) => {
      notify('registrations.extend.success', { type: 'success', messageArgs: { months } });
      setOpen(false);
      refresh();
    },
  });
  if (!record || !canAccess) return null;

  const months = parseExtensionMonths(monthsText);
  const openDialog = () => {
    setMonthsText(String(DEFAULT_EXTENSION_MONTHS));
    extend.reset();
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (months === null || extend.isPending) return;
    extend.mutate({ id: record.id, months });
  };

  return (
    <>
      <RowActionButton
        label={translate('registrations.extend.label')}
        icon={<MoreTimeIcon />}
        busy={extend.isPending}
        disabled={disabled}
        onClick={openDialog}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate('registrations.extend.title', { serial: record.serialNo })}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>{translate('registrations.extend.prompt')}</DialogContentText>
            {extend.isError ? <ErrorAlert title={translate('registrations.extend.failure')} error={extend.error} /> : null}
            <TextField
              autoFocus
              label={translate('registrations.extend.months')}
              value={monthsText}
              onChange={(event) => setMonthsText(event.target.value)}
              error={months === null}
              helperText={translate('registrations.extend.monthsHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={months === null || extend.isPending}
              startIcon={extend.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
            >
              {translate('registrations.extend.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
