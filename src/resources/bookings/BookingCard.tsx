import { useTranslate } from 'react-admin';
import { CardField, defineCard } from '../../ui/RecordCards';
import { DateText } from '../../ui/DateText';
import { parseDay } from '../../ui/DayInput';
import { TranslatedStatus } from '../../ui/TranslatedStatus';
import { BookingRowActions } from './BookingRowActions';
import { ComplaintCell } from './ComplaintBookingsButton';
import { TechnicianScheduleButton } from './TechnicianScheduleButton';
import { useTechnicians } from './useTechnicians';
import type { Booking } from './types';

const BookingStatus = ({ record }: { record: Booking }) => {
  return <TranslatedStatus ns="bookings" status={record.status} />;
};

const BookingLines = ({ record }: { record: Booking }) => {
  const translate = useTranslate();
  const { nameOf } = useTechnicians();
  return (
    <>
      <CardField label="bookings.columns.serviceType">
        {translate(`bookings.serviceType.${record.serviceType}`, { _: record.serviceType })}
      </CardField>
      <CardField label="bookings.columns.complaint">
        <ComplaintCell complaintId={record.complaintId} />
      </CardField>
      <CardField label="bookings.columns.technician">
        <TechnicianScheduleButton technicianId={record.assignedTechnicianId} name={nameOf(record.assignedTechnicianId)} />
      </CardField>
    </>
  );
};

/** A booking on a phone: date · time (opens its page), status, service type, complaint, technician, the row actions. */
export const BOOKING_CARD = defineCard<Booking>({
  primary: (r) => (
    <>
      <DateText value={parseDay(r.scheduledDate)} />
      {` · ${r.scheduledTime}`}
    </>
  ),
  tertiary: (r) => <BookingStatus record={r} />,
  secondary: (r) => <BookingLines record={r} />,
  actions: () => <BookingRowActions />,
  rowClick: 'show',
});
