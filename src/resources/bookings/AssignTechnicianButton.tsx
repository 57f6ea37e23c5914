import { useId, useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import EngineeringIcon from '@mui/icons-material/Engineering';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { canAssignTechnician } from '../../domain/service';
import type { TechnicianSuggestion } from '../../domain/technicianSuggestions';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useFormatDate } from '../../ui/DateText';
import { RowActionButton } from '../../ui/RowActionButton';
import { useUrlDialog } from '../../ui/urlDialog';
import { useTechnicians } from './useTechnicians';
import { useTechnicianSuggestions } from './useTechnicianSuggestions';
import type { Booking } from './types';
import { useAccess } from '../../ui/useAccess';

/** A choice of the dialog: a technician, with the suggestion's flags when the server gave them. */
type Choice = { id: number | string; name: string; suggestion?: TechnicianSuggestion };

/**
 * The dialog: a select of ACTIVE technicians; Assign needs a choice (spec: a non-empty id). The
 * technicians serving the customer's pincode come first, each with its open jobs, and one already
 * booked at the booking's date and time is flagged (GET .../technician-suggestions); without that
 * call's answer the plain list is offered.
 */
const AssignTechnicianDialog = ({ booking, onClose }: { booking: Booking; onClose: () => void }) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const technicians = useTechnicians();
  const suggestions = useTechnicianSuggestions(booking.id);
  const titleId = useId();
  const detailsId = useId();
  const [technicianId, setTechnicianId] = useState<string>(
    booking.assignedTechnicianId === null ? '' : String(booking.assignedTechnicianId),
  );
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (id: string) => dataProvider.assignTechnician(booking.id, id),
    onSuccess: (_result, id) => {
      notify('bookings.actions.assign.success', { type: 'success', messageArgs: { id: booking.id, technicianId: id } });
      refresh();
      onClose();
    },
  });
  const suggested = suggestions.data;
  const choices: Choice[] = suggested
    ? suggested.technicians.map((s) => ({ id: s.id, name: s.name, suggestion: s }))
    : technicians.active.map((t) => ({ id: t.id, name: t.name }));
  // The plain list is offered while the suggestions are on their way; they reorder it when they come.
  const waiting = choices.length === 0 && (technicians.isPending || suggestions.isPending);
  // The current technician may have been deactivated: it is then not offered.
  const value = choices.some((t) => String(t.id) === technicianId) ? technicianId : '';
  const noneActive = !waiting && choices.length === 0;
  const chosen = choices.find((t) => String(t.id) === value);
  const clash = chosen?.suggestion?.conflictBookingId ?? null;

  /** What an option says beside the name: serves the pincode, open jobs, booked at that time. */
  const details = (s: TechnicianSuggestion) =>
    [
      s.inArea ? translate('bookings.actions.assign.inArea', { pincode: suggested?.pincode ?? '' }) : null,
      translate('bookings.actions.assign.openJobs', { smart_count: s.openJobs }),
      s.conflictBookingId !== null ? translate('bookings.actions.assign.booked', { time: booking.scheduledTime, id: s.conflictBookingId }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const hint = suggested?.pincode ? translate('bookings.actions.assign.hint', { pincode: suggested.pincode }) : ' ';

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('bookings.actions.assign.title', { id: booking.id })}</DialogTitle>
      <DialogContent>
        {error ? <ErrorAlert title={translate('bookings.actions.assign.failure')} error={error} sx={{ mb: 2 }} /> : null}
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('bookings.actions.assign.field')}
          value={value}
          onChange={(event) => {
            reset();
            setTechnicianId(event.target.value);
          }}
          disabled={waiting || noneActive}
          helperText={noneActive ? translate('bookings.actions.assign.noActive') : hint}
          slotProps={{ select: { renderValue: () => (chosen ? `${chosen.name} (#${chosen.id})` : '') } }}
        >
          {choices.map((t) => (
            <MenuItem
              key={t.id}
              value={String(t.id)}
              // Named by the technician alone; the flags are its description.
              aria-label={`${t.name} (#${t.id})`}
              aria-describedby={t.suggestion ? `${detailsId}-${t.id}` : undefined}
            >
              <ListItemText
                primary={`${t.name} (#${t.id})`}
                secondary={
                  t.suggestion ? (
                    <Typography
                      id={`${detailsId}-${t.id}`}
                      component="span"
                      variant="caption"
                      color="text.secondary"
                      sx={{ fontWeight: t.suggestion.conflictBookingId !== null ? 600 : undefined }}
                    >
                      {details(t.suggestion)}
                    </Typography>
                  ) : null
                }
              />
            </MenuItem>
          ))}
        </TextField>
        {chosen && clash !== null ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('bookings.actions.assign.conflict', { name: chosen.name, date: formatDate(booking.scheduledDate), time: booking.scheduledTime, id: clash })}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {translate('bookings.actions.assign.close')}
        </Button>
        <Button
          variant="contained"
          onClick={() => mutate(value)}
          disabled={value.trim() === '' || isPending}
          startIcon={isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        >
          {translate('bookings.actions.assign.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Assign Technician: PATCH /v1/service/bookings/{id}/assign-technician; only while the booking is open. */
export const AssignTechnicianButton = () => {
  const record = useRecordContext<Booking>();
  const translate = useTranslate();
  const { canAccess } = useAccess('service/bookings', 'assign');
  const offered = Boolean(record && canAccess && canAssignTechnician(record.status));
  // In the URL (#dialog=assign-<id>), as the booking's other dialogs: Back closes it and stays on the page.
  const dialog = useUrlDialog(`assign-${record?.id ?? ''}`, { enabled: offered });
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton
        label={translate('bookings.actions.assign.label')}
        icon={<EngineeringIcon fontSize="small" aria-hidden />}
        disabled={!offered}
        onClick={dialog.openDialog}
      />
      {dialog.open ? <AssignTechnicianDialog booking={record} onClose={dialog.closeDialog} /> : null}
    </>
  );
};
