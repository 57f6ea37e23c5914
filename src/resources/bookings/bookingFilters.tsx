import { BOOKING_STATUSES } from '../../config';
import { SelectFilterInput } from '../../ui/SelectFilterInput';
import { BookingDateInput } from './BookingDateInput';

/**
 * Status: All, scheduled, in_progress, completed, cancelled (spec part 1, section 2; option texts
 * are the raw values, 'All' sends no status); From / To pick the scheduled-date range sent as
 * dateFrom / dateTo. The default status ('scheduled') is the list's filterDefaultValues.
 */
export const bookingFilters = [
  <SelectFilterInput
    key="status"
    source="status"
    label="bookings.filters.status"
    allLabel="bookings.filters.all"
    choices={BOOKING_STATUSES.map((status) => ({ id: status, name: `bookings.filters.${status}` }))}
    alwaysOn
  />,
  <BookingDateInput key="dateFrom" source="dateFrom" label="bookings.filters.dateFrom" />,
  <BookingDateInput key="dateTo" source="dateTo" label="bookings.filters.dateTo" />,
];

export const BOOKING_FILTER_DEFAULTS = { status: 'scheduled' };
