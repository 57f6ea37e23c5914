import { useId, useState, type FormEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { DEFAULT_EXTENSION_MONTHS, DEFAULT_EXTENSION_REASON, extensionProblem, parseExtensionMonths, suggestedExtensionPrice } from '../../domain/warranty';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import { DraftNotice, clearDraft, useDraftState, useUrlDialog } from '../../ui/urlDialog';
import type { Registration, RegistrationActionProps } from './types';
import { useAccess } from '../../ui/useAccess';

/** The price typed in rupees (up to paise, 0 or more), else null. */
const parsePrice = (text: string): number | null => {
  const raw = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(raw)) return null;
  return Number(raw);
};


interface ExtendFormProps {
  record: Registration;
  extend: UseMutationResult<{ data: RaRecord }, Error, ExtendCall>;
  /** The name of the dialog's draft (ui/urlDialog.tsx): what is typed is kept until sent or cancelled. */
  draftName: string;
  onClose: () => void;
  titleId: string;
}

interface ExtendFields {
  monthsText: string;
  /** null: the price follows the suggestion (or is 0 without one); text: what the user typed. */
  typedPrice: string | null;
  reason: string;
}
const START: ExtendFields = { monthsText: String(DEFAULT_EXTENSION_MONTHS), typedPrice: null, reason: DEFAULT_EXTENSION_REASON };

interface ExtendCall {
  id: Registration['id'];
  months: number;
  cost: number;
  reason: string;
}

/**
 * The dialog's form, mounted afresh on each opening: months (default 12), price and reason (the
 * spec's fixed text by default). When the product has an extended-warranty price (12 months), the
 * price starts at that price x months / 12 and follows the months until the user types a price.
 */
const ExtendForm = ({ record, extend, draftName, onClose, titleId }: ExtendFormProps) => {
  const translate = useTranslate();
  const { value: fields, setValue: setFields, restored, discard } = useDraftState(draftName, START);
  const { monthsText, typedPrice, reason } = fields;
  const setMonthsText = (text: string) => setFields((f) => ({ ...f, monthsText: text }));
  const setTypedPrice = (text: string) => setFields((f) => ({ ...f, typedPrice: text }));
  const setReason = (text: string) => setFields((f) => ({ ...f, reason: text }));
  const cancel = () => {
    discard();
    onClose();
  };
  const { data: product } = useGetOne<RaRecord>('products', { id: record.productId }, { enabled: record.productId != null });

  const months = parseExtensionMonths(monthsText);
  const suggested = suggestedExtensionPrice(product?.extendedWarrantyPrice, months);
  const priceText = typedPrice ?? String(suggested ?? 0);
  const price = parsePrice(priceText);
  const reasonMissing = price !== null && extensionProblem(price, reason) !== null;
  const blocked = months === null || price === null || reasonMissing;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (months === null || price === null || reasonMissing || extend.isPending) return;
    extend.mutate({ id: record.id, months, cost: price, reason: reason.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{translate('registrations.extend.title', { serial: record.serialNo })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{translate('registrations.extend.prompt')}</DialogContentText>
        {extend.isError ? <ErrorAlert title={translate('registrations.extend.failure')} error={extend.error} /> : null}
        {restored ? <DraftNotice onDiscard={discard} /> : null}
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
          onChange={(event) => setTypedPrice(event.target.value)}
          error={price === null}
          helperText={translate(suggested !== null && typedPrice === null ? 'registrations.extend.priceFromProduct' : 'registrations.extend.priceHint', { price: product?.extendedWarrantyPrice })}
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
        <Button onClick={cancel}>{translate('ra.action.cancel')}</Button>
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
  );
};

/**
 * 'Extend': asks how many months (default 12), the price in rupees (default: the product's
 * extended-warranty price for those months, else 0) and the reason (the spec's fixed text by
 * default), and sends PATCH /api/warranties/{id}/extend-warranty. A value that is not a whole number
 * above 0 cannot be sent (the spec: "otherwise nothing happens"); a price of 0 needs a reason
 * (docs/architecture.md, "Money: GST and warranty"). A price above 0 sells the extension: the server
 * raises a draft invoice and the success text names it. On success the list reloads with the new end
 * date; a failed call leaves the row as it was and shows the error in the dialog
 * (README, "Deliberate departures from the spec").
 */
export const ExtendWarrantyButton = ({ disabled = false }: RegistrationActionProps) => {
  const record = useRecordContext<Registration>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useAccess('catalog/registrations', 'edit');
  const titleId = useId();
  // In the URL (#dialog=extend-<id>): Back closes it and stays on the list (issue 27).
  const draftName = `extend-${record?.id ?? ''}`;
  // A new key per opening: the form starts afresh even when reopened during the closing transition.
  const [opening, setOpening] = useState(0);
  const extend = useMutation({
    mutationFn: ({ id, months, cost, reason }: ExtendCall) => dataProvider.extendWarranty(id, months, { cost, reason }),
    onSuccess: ({ data }, { months }) => {
      const invoice = data?.invoiceId;
      if (invoice) notify('registrations.extend.sold', { type: 'success', messageArgs: { months, invoice } });
      else notify('registrations.extend.success', { type: 'success', messageArgs: { months } });
      clearDraft(draftName);
      dialog.closeDialog();
      refresh();
    },
  });
  const dialog = useUrlDialog(draftName, {
    enabled: Boolean(record && canAccess) && !disabled,
    onOpen: () => {
      extend.reset();
      setOpening((n) => n + 1);
    },
  });
  if (!record || !canAccess) return null;

  return (
    <>
      <RowActionButton
        label={translate('registrations.extend.label')}
        icon={<MoreTimeIcon />}
        busy={extend.isPending}
        disabled={disabled}
        onClick={dialog.openDialog}
      />
      <Dialog open={dialog.open} onClose={dialog.closeDialog} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        {/* The dialog mounts its content only while open: a row does not load its product until asked. */}
        <ExtendForm key={opening} record={record} extend={extend} draftName={draftName} onClose={dialog.closeDialog} titleId={titleId} />
      </Dialog>
    </>
  );
};
