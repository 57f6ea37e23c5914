import { useId, useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import EngineeringIcon from '@mui/icons-material/Engineering';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { canAssignTechnician } from '../../domain/service';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import { useTechnicians } from './useTechnicians';
import type { Booking } from './types';

/** The dialog: a select of ACTIVE technicians; Assign needs a choice (spec: a non-empty id). */
const AssignTechnicianDialog = ({ booking, onClose }: { booking: Booking; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const technicians = useTechnicians();
  const titleId = useId();
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
  // The current technician may have been deactivated: it is then not offered.
  const value = technicians.active.some((t) => String(t.id) === technicianId) ? technicianId : '';
  const noneActive = !technicians.isPending && technicians.active.length === 0;

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
          disabled={technicians.isPending || noneActive}
          helperText={noneActive ? translate('bookings.actions.assign.noActive') : ' '}
        >
          {technicians.active.map((t) => (
            <MenuItem key={t.id} value={String(t.id)}>
              {t.name} (#{t.id})
            </MenuItem>
          ))}
        </TextField>
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
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'service/bookings', action: 'assign' });
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton
        label={translate('bookings.actions.assign.label')}
        icon={<EngineeringIcon fontSize="small" aria-hidden />}
        disabled={!canAssignTechnician(record.status)}
        onClick={() => setOpen(true)}
      />
      {open ? <AssignTechnicianDialog booking={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
