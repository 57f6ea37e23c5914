import { useState } from 'react';
import { Alert, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import EngineeringIcon from '@mui/icons-material/Engineering';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { clashOnMove, isDay, moveRefusal } from '../../domain/dispatch';
import { visitToday } from '../../domain/service';
import { MutationDialogButton } from '../../ui/MutationDialogButton';
import { useFormatDate } from '../../ui/DateText';
import { refusalText } from '../../ui/errorText';
import { useTechnicians } from '../bookings/useTechnicians';
import { useTechnicianSuggestions } from '../bookings/useTechnicianSuggestions';
import type { Booking } from '../bookings/types';
import { leaveDaysOf, moveBooking, type Slot } from './moveBooking';
import { useAccess } from '../../ui/useAccess';

const TEXTS = {
  label: 'dispatch.assign.label',
  title: 'dispatch.assign.title',
  hint: 'dispatch.assign.hint',
  confirm: 'dispatch.assign.confirm',
  cancel: 'dispatch.assign.cancel',
  success: 'dispatch.moved',
  failure: 'dispatch.assign.failure',
};

/** The technician's other open booking at the chosen day and the booking's time (their schedule that day). */
export const useClash = (booking: Booking, technicianId: string, day: string) => {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const enabled = technicianId !== '' && isDay(day);
  const schedule = useQuery({
    queryKey: ['service/bookings', 'schedule', technicianId, day],
    queryFn: () => dataProvider.getTechnicianSchedule(technicianId, { dateFrom: day, dateTo: day }),
    enabled,
    staleTime: 0,
  });
  return enabled && schedule.data ? clashOnMove(booking, Number(technicianId), day, schedule.data.data as Booking[]) : null;
};

/** The dialog's fields: the technician (the suggestions first, with their flags), the day, and a clash warning. */
const AssignFields = ({ booking, technicianId, day, problem, onTechnician, onDay }: {
  booking: Booking;
  technicianId: string;
  day: string;
  /** 'technician' or 'day' (missing), or the refusal of a past day as its text. */
  problem: string | null;
  onTechnician: (id: string) => void;
  onDay: (day: string) => void;
}) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const technicians = useTechnicians();
  const suggestions = useTechnicianSuggestions(booking.id);
  const suggested = suggestions.data;
  const choices = suggested ? suggested.technicians.map((s) => ({ id: s.id, name: s.name, suggestion: s })) : technicians.active.map((t) => ({ id: t.id, name: t.name, suggestion: undefined }));
  const chosen = choices.find((c) => String(c.id) === technicianId);
  const clash = useClash(booking, technicianId, day);
  const details = (s: NonNullable<(typeof choices)[number]['suggestion']>) =>
    [s.inArea ? translate('bookings.actions.assign.inArea', { pincode: suggested?.pincode ?? '' }) : null, translate('bookings.actions.assign.openJobs', { smart_count: s.openJobs })]
      .filter(Boolean)
      .join(' · ');
  return (
    <>
      <TextField
        select
        fullWidth
        label={translate('dispatch.assign.technician')}
        value={chosen ? technicianId : ''}
        onChange={(event) => onTechnician(event.target.value)}
        error={problem === 'technician'}
        helperText={problem === 'technician' ? translate('dispatch.assign.required') : suggested?.pincode ? translate('bookings.actions.assign.hint', { pincode: suggested.pincode }) : ' '}
        slotProps={{ select: { renderValue: () => (chosen ? `${chosen.name} (#${chosen.id})` : '') } }}
      >
        {choices.map((c) => (
          <MenuItem key={c.id} value={String(c.id)} aria-label={`${c.name} (#${c.id})`}>
            <ListItemText
              primary={`${c.name} (#${c.id})`}
              secondary={c.suggestion ? <Typography component="span" variant="caption" color="text.secondary">{details(c.suggestion)}</Typography> : null}
            />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        fullWidth
        label={translate('dispatch.assign.date')}
        value={day}
        onChange={(event) => onDay(event.target.value)}
        error={problem !== null && problem !== 'technician'}
        helperText={
          problem === 'day' ? translate('dispatch.assign.required') : problem && problem !== 'technician' ? problem : translate('dispatch.assign.time', { time: booking.scheduledTime || '—' })
        }
        // Today or later (India's date); a booking already on a past day may keep it.
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: visitToday() } }}
      />
      {chosen && clash !== null ? (
        <Alert severity="warning">{translate('dispatch.clash', { name: chosen.name, date: formatDate(day), time: booking.scheduledTime, other: clash })}</Alert>
      ) : null}
    </>
  );
};

/**
 * Assign…: the board's move by keyboard or click. Picks a technician and a day for the booking
 * (its time kept), warns of a clash with the technician's other booking at that time but allows it,
 * then assigns and reschedules (moveBooking) and refreshes the board.
 */
export const AssignBookingButton = () => {
  const record = useRecordContext<Booking>();
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const technicians = useTechnicians();
  const [technicianId, setTechnicianId] = useState('');
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const canReadLeave = useAccess('leave-days', 'list').canAccess;
  if (!record) return null;
  return (
    <MutationDialogButton<Booking, Slot>
      access={{ resource: 'service/bookings', action: 'assign' }}
      texts={TEXTS}
      args={(b) => ({ id: b.id })}
      successArgs={(_answer, b, slot) => ({ id: b.id, name: technicians.nameOf(slot.technicianId), date: formatDate(slot.day) })}
      icon={<EngineeringIcon fontSize="small" aria-hidden />}
      onOpen={(b) => {
        setTechnicianId(b.assignedTechnicianId === null ? '' : String(b.assignedTechnicianId));
        setDay(b.scheduledDate ?? '');
        setProblem(null);
      }}
      toBody={(b) => {
        const missing = technicianId === '' ? 'technician' : !isDay(day) ? 'day' : null;
        // A day before today is refused here, as the API refuses it, before anything is sent.
        const refusal = missing ? null : moveRefusal(b, { technicianId: Number(technicianId), day }, visitToday());
        const found = missing ?? (refusal ? refusalText(translate, refusal) : null);
        setProblem(found);
        return found ? null : { technicianId: Number(technicianId), day };
      }}
      mutation={async (dataProvider, b, slot) =>
        moveBooking(dataProvider, b, slot, { days: await leaveDaysOf(dataProvider, slot, canReadLeave), name: technicians.nameOf(slot.technicianId) ?? undefined })
      }
    >
      <AssignFields
        booking={record}
        technicianId={technicianId}
        day={day}
        problem={problem}
        onTechnician={(id) => {
          setTechnicianId(id);
          setProblem(null);
        }}
        onDay={(value) => {
          setDay(value);
          setProblem(null);
        }}
      />
    </MutationDialogButton>
  );
};
