import { useId, useState, type FormEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DEFAULT_EXTENSION_MONTHS, DEFAULT_EXTENSION_REASON, extensionProblem, parseExtensionMonths } from '../../domain/warranty';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import type { Registration, RegistrationActionProps } from './types';

/** The price typed in rupees (up to paise, 0 or more), else null. */
const parsePrice = (text: string): number | null => {
  const raw = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(raw)) return null;
  return Number(raw);
};

/**
 * 'Extend': asks how many months (default 12), the price in rupees (default 0) and the reason (the
 * spec's fixed text by default), and sends PATCH /api/warranties/{id}/extend-warranty. A value that is
 * not a whole number above 0 cannot be sent (the spec: "otherwise nothing happens"); a price of 0
 * needs a reason (DESIGN 6b). A price above 0 sells the extension: the server raises a draft invoice
 * and the success text names it. On success the list reloads with the new end date; a failed call
 * leaves the row as it was and shows the error in the dialog (DESIGN section 9).
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
  const [priceText, setPriceText] = useState('0');
  const [reason, setReason] = useState(DEFAULT_EXTENSION_REASON);
  const extend = useMutation({
    mutationFn: ({ id, months, cost }: { id: Registration['id']; months: number; cost: number }) =>
      dataProvider.extendWarranty(id, months, { cost, reason: reason.trim() }),
    onSuccess: ({ data }, { months }) => {
      const invoice = data?.invoiceId;
      if (invoice) notify('registrations.extend.sold', { type: 'success', messageArgs: { months, invoice } });
      else notify('registrations.extend.success', { type: 'success', messageArgs: { months } });
      setOpen(false);
      refresh();
    },
  });
  if (!record || !canAccess) return null;

  const months = parseExtensionMonths(monthsText);
  const price = parsePrice(priceText);
  const reasonMissing = price !== null && extensionProblem(price, reason) !== null;
  const blocked = months === null || price === null || reasonMissing;
  const openDialog = () => {
    setMonthsText(String(DEFAULT_EXTENSION_MONTHS));
    setPriceText('0');
    setReason(DEFAULT_EXTENSION_REASON);
    extend.reset();
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (months === null || price === null || reasonMissing || extend.isPending) return;
    extend.mutate({ id: record.id, months, cost: price });
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
            <TextField
              label={translate('registrations.extend.price')}
              value={priceText}
              onChange={(event) => setPriceText(event.target.value)}
              error={price === null}
              helperText={translate('registrations.extend.priceHint')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label={translate('registrations.extend.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={reasonMissing}
              helperText={translate(reasonMissing ? 'registrations.extend.reasonRequired' : 'registrations.extend.reasonHint')}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={blocked || extend.isPending}
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
