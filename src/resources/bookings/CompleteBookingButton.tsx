import { useId, useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import { useMutation } from '@tanstack/react-query';
import { Form, NumberInput, TextInput, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { canTransition } from '../../domain/service';
import { isBlankPart, validateCompletion, type Completion } from '../../domain/jobCompletion';
import type { Refusal } from '../../domain/refusal';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { refusalText } from '../../ui/errorText';
import { RowActionButton } from '../../ui/RowActionButton';
import { FormDraft, clearDraft, useFormDraft, useUrlDialog } from '../../ui/urlDialog';
import { PartsUsedInput, type PartUsedDraft } from './PartsUsedInput';
import type { Booking } from './types';
import { useAccess } from '../../ui/useAccess';

interface CompleteValues {
  workNotes: string;
  actualCost: number | string | null;
  partsUsed: PartUsedDraft[];
}

/** The form starts from its own values, not from the booking (react-admin's Form would merge the record in). */
const NO_RECORD = {};

/** The dialog's name in the URL (#dialog=complete-12) and of its draft. */
const dialogName = (booking: Booking) => `complete-${booking.id}`;

/**
 * The dialog: work notes, actual cost (the booking's cost to start with) and the parts used. The
 * rules are checked before the call; a refusal (e.g. the 409 naming a part short of stock) shows
 * in the dialog with what was typed kept. What is typed is kept as the booking's draft (issue 27):
 * Back, Escape or leaving the page keep it, and the dialog opens with it again; a completion or
 * Cancel drops it.
 */
const CompleteBookingDialog = ({ booking, onClose }: { booking: Booking; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const titleId = useId();
  const [problem, setProblem] = useState<Refusal | null>(null);
  const draftName = dialogName(booking);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (body: Completion) => dataProvider.completeBooking(booking.id, body),
    onSuccess: () => {
      clearDraft(draftName);
      notify('bookings.actions.status.success', { type: 'success', messageArgs: { id: booking.id, status: translate('bookings.status.completed') } });
      onClose();
      refresh();
    },
  });
  const submit = (values: Record<string, unknown>) => {
    const v = values as unknown as CompleteValues;
    reset();
    const checked = validateCompletion({ ...v, partsUsed: (v.partsUsed ?? []).filter((p) => !isBlankPart(p)) });
    setProblem(checked.problem ?? null);
    if (checked.value && !isPending) mutate(checked.value);
  };
  const defaults: CompleteValues = { workNotes: '', actualCost: booking.actualCost ?? booking.estimatedCost, partsUsed: [] };
  // Read once, as the dialog opens: the form starts from the draft when there is one.
  const { draft, restored, formKey, discard } = useFormDraft<CompleteValues>(draftName);
  const cancel = () => {
    clearDraft(draftName);
    onClose();
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form key={formKey} record={NO_RECORD} defaultValues={draft ?? defaults} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('bookings.actions.complete.title', { id: booking.id })}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 0.5 }}>
            <DialogContentText>{translate('bookings.actions.complete.hint')}</DialogContentText>
            <FormDraft name={draftName} restored={restored} onDiscard={discard} />
            {problem ? <ErrorAlert title={refusalText(translate, problem)} /> : null}
            {error ? <ErrorAlert title={translate('bookings.actions.complete.failure')} error={error} /> : null}
            <TextInput source="workNotes" label="bookings.actions.complete.workNotes" multiline minRows={2} fullWidth isRequired />
            <NumberInput source="actualCost" label="bookings.actions.complete.actualCost" min={0} step={0.01} fullWidth isRequired />
            <PartsUsedInput />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={isPending}>
            {translate('bookings.actions.complete.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="success"
            disabled={isPending}
            aria-busy={isPending || undefined}
            startIcon={isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : <DoneIcon />}
          >
            {translate('bookings.actions.complete.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/**
 * Complete: PATCH /api/service-bookings/{id}/complete with the work notes, actual cost and parts
 * used; enabled only from in_progress (docs/architecture.md, "Lifecycle and SLA"). Says 'Booking #id
 * status updated to completed'; the stock, the complaint and a draft invoice follow on the server. The
 * dialog is in the URL (#dialog=complete-<id>): the phone's Back closes it and stays on the job.
 */
export const CompleteBookingButton = () => {
  const record = useRecordContext<Booking>();
  const translate = useTranslate();
  const { canAccess } = useAccess('service/bookings', 'status');
  const offered = Boolean(record && canAccess && canTransition(record.status, 'complete'));
  const dialog = useUrlDialog(record ? dialogName(record) : 'complete', { enabled: offered });
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton
        label={translate('bookings.actions.complete.label')}
        icon={<DoneIcon fontSize="small" aria-hidden />}
        color="success"
        disabled={!offered}
        onClick={dialog.openDialog}
      />
      {dialog.open ? <CompleteBookingDialog booking={record} onClose={dialog.closeDialog} /> : null}
    </>
  );
};
