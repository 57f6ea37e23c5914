import { Box } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { NumberInput, SelectInput, TextInput, type RaRecord } from 'react-admin';
import { BOOKING_DEFAULTS, SERVICE_TYPES } from '../../domain/service';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { LookupInput } from '../../ui/LookupInput';
import { VisitDayInput } from './VisitDayInput';
import type { BookingInput } from './types';

export interface BookingFormValues {
  complaintId?: string | null;
  scheduledDate?: string | null;
  scheduledTime?: string | null;
  serviceType?: string | null;
  assignedTechnicianId?: string | number | null;
  estimatedCost?: number | string | null;
  notes?: string | null;
}

/** The spec's defaults (section 9): repair, 10:00, ₹500; no technician. */
const DEFAULT_VALUES: BookingFormValues = {
  complaintId: '',
  scheduledDate: '',
  scheduledTime: BOOKING_DEFAULTS.scheduledTime,
  serviceType: BOOKING_DEFAULTS.serviceType,
  assignedTechnicianId: '',
  estimatedCost: BOOKING_DEFAULTS.estimatedCost,
  notes: '',
};

const DESCRIPTION_MAX = 60;

/** How a complaint reads in the lookup: '#181 · Ravi Kumar · TV not powering on' (a long description cut short). */
export const complaintOptionText = (complaint: RaRecord) => {
  const description = String(complaint.description ?? '').trim();
  const short = description.length > DESCRIPTION_MAX ? `${description.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : description;
  return [`#${complaint.id}`, complaint.customerName, short].filter(Boolean).join(' · ');
};

/** The technicians a booking may name: vendor records of type technician (third-parties), active ones only. */
const ACTIVE_TECHNICIANS = { type: 'technician', isActive: true };

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** A numeric text becomes a number; anything else goes as typed, so the server's refusal names it. */
const numberOrText = (value: unknown): number | string => {
  const text = String(value ?? '').trim();
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
};

/** The spec's payload (section 7). No client checks: the server says what it refuses. */
export const toBookingInput = (values: BookingFormValues): BookingInput => ({
  complaintId: numberOrText(values.complaintId),
  scheduledDate: String(values.scheduledDate ?? ''),
  scheduledTime: String(values.scheduledTime ?? ''),
  serviceType: String(values.serviceType ?? ''),
  assignedTechnicianId: isBlank(values.assignedTechnicianId) ? null : Number(values.assignedTechnicianId),
  estimatedCost: isBlank(values.estimatedCost) ? '' : numberOrText(values.estimatedCost),
  notes: String(values.notes ?? '').trim(),
});

/**
 * 'New Service Booking': POST /api/service-bookings. Success says 'Service booking created
 * successfully', clears the form and refreshes the list; a refusal shows 'Failed to create booking'
 * with the server's message and keeps what was typed. No client checks but the visit's day, which
 * starts at today (VisitDayInput: a past day is refused before sending, as the server refuses it):
 * the payload may carry a complaint id as typed (not a number), and the server names it when refusing.
 */
export const BookingCreateForm = () => (
  <CreateFormCard<BookingFormValues>
    resource="service/bookings"
    texts="bookings.create"
    submitIcon={<AddCircleOutlineIcon />}
    defaultValues={DEFAULT_VALUES}
    transform={toBookingInput}
    columns={3}
    saveWhenPristine={false}
    after={<TextInput source="notes" label="bookings.create.fields.notes" multiline minRows={2} fullWidth />}
  >
    <LookupInput
      source="complaintId"
      reference="service/complaints"
      label="bookings.create.fields.complaintId"
      helperText="bookings.create.hints.complaintId"
      optionText={complaintOptionText}
    />
    <Box sx={{ pt: 1 }}>
      <VisitDayInput source="scheduledDate" label="bookings.create.fields.scheduledDate" />
    </Box>
    <TextInput
      fullWidth
      type="time"
      source="scheduledTime"
      label="bookings.create.fields.scheduledTime"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
    <SelectInput
      fullWidth
      source="serviceType"
      label="bookings.create.fields.serviceType"
      choices={SERVICE_TYPES.map((type) => ({ id: type, name: `bookings.serviceType.${type}` }))}
      // Always has a value (default repair): no empty option.
      isRequired
    />
    <LookupInput
      source="assignedTechnicianId"
      reference="third-parties"
      label="bookings.create.fields.assignedTechnicianId"
      helperText="bookings.create.hints.assignedTechnicianId"
      filter={ACTIVE_TECHNICIANS}
      optionText="name"
    />
    <NumberInput fullWidth source="estimatedCost" label="bookings.create.fields.estimatedCost" min={0} step={1} />
  </CreateFormCard>
);
