import { useId, useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { useMutation } from '@tanstack/react-query';
import { Form, NumberInput, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { estimateVisitRefusal } from '../../domain/estimates';
import { formatINR } from '../../domain/money';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { MutationButton } from '../../ui/MutationButton';
import { RowActionButton } from '../../ui/RowActionButton';
import { useAccess } from '../../ui/useAccess';
import { PartsUsedInput, type PartUsedDraft } from './PartsUsedInput';
import type { Booking } from './types';

// A visit's estimate from the console (issue 30; docs/architecture.md, "Customer messages"): staff give
// the labour and the catalogue parts (the server prices them with GST and sends the customer the
// estimate with their link), and record the answer the customer gave on the phone.

interface EstimateValues {
  labourCost: number | string | null;
  partsUsed: PartUsedDraft[];
}

const NO_RECORD = {};

const EstimateDialog = ({ booking, onClose }: { booking: Booking; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const titleId = useId();
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (body: { labourCost: number; parts: { productId: number; quantity: number }[] }) => dataProvider.giveEstimate(booking.id, body),
    onSuccess: ({ data }) => {
      notify('bookings.estimate.given', { type: 'success', messageArgs: { id: booking.id, total: formatINR((data as Booking).estimate?.totalAmount ?? 0) } });
      onClose();
      refresh();
    },
  });
  const submit = (values: Record<string, unknown>) => {
    const v = values as unknown as EstimateValues;
    reset();
    const parts = (v.partsUsed ?? []).filter((p) => p.productId !== '' && p.productId != null).map((p) => ({ productId: Number(p.productId), quantity: Number(p.quantity) }));
    if (!isPending) mutate({ labourCost: Number(v.labourCost), parts });
  };
  // A new estimate starts from the last one's labour and parts.
  const defaults: EstimateValues = {
    labourCost: booking.estimate?.labourCost ?? booking.estimatedCost,
    partsUsed: (booking.estimate?.parts ?? []).map((p) => ({ productId: p.productId, quantity: p.quantity })),
  };
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form record={NO_RECORD} defaultValues={defaults} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('bookings.estimate.title', { id: booking.id })}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 0.5 }}>
            <DialogContentText>{translate('bookings.estimate.hint')}</DialogContentText>
            {error ? <ErrorAlert title={translate('bookings.estimate.failure')} error={error} /> : null}
            <NumberInput source="labourCost" label="bookings.estimate.labour" min={0} step={0.01} fullWidth isRequired />
            <PartsUsedInput />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('bookings.estimate.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending} startIcon={isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : <RequestQuoteOutlined />}>
            {translate('bookings.estimate.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/**
 * Estimate: the visit's labour and parts for the customer to approve (before the work is done, out of
 * warranty); then, while the customer has not decided, Approved by phone and Declined by phone.
 */
export const EstimateButtons = () => {
  const record = useRecordContext<Booking>();
  const translate = useTranslate();
  const { canAccess } = useAccess('service/bookings', 'edit');
  const [open, setOpen] = useState(false);
  if (!record || !canAccess || estimateVisitRefusal(record.status)) return null;
  const pending = record.estimate?.status === 'pending';
  const decision = (name: 'approved' | 'declined') => (
    <MutationButton<Booking>
      access={{ resource: 'service/bookings', action: 'edit' }}
      label={`bookings.estimate.${name}ByPhone`}
      success={`bookings.estimate.${name}`}
      failure="bookings.estimate.decisionFailure"
      args={(b) => ({ id: b.id })}
      confirm={{ title: `bookings.estimate.${name}ConfirmTitle`, content: 'bookings.estimate.confirmContent', confirm: `bookings.estimate.${name}ByPhone` }}
      mutation={(provider, b) => provider.decideEstimate(b.id, name)}
    />
  );
  return (
    <>
      <RowActionButton
        label={translate(record.estimate ? 'bookings.estimate.again' : 'bookings.estimate.label', { status: record.estimate ? translate(`bookings.estimate.status.${record.estimate.status}`) : '' })}
        icon={<RequestQuoteOutlined fontSize="small" aria-hidden />}
        onClick={() => setOpen(true)}
      />
      {pending ? decision('approved') : null}
      {pending ? decision('declined') : null}
      {open ? <EstimateDialog booking={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
