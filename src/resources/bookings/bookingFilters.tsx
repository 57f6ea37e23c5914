import { BOOKING_STATUSES } from '../../config';
import { choiceFilter } from '../../ui/selectFilters';
import { DayInput } from '../../ui/DayInput';

/**
 * Status: All, scheduled, in_progress, completed, cancelled (spec part 1, section 2; option texts
 * are the raw values, 'All' sends no status); From / To pick the scheduled-date range sent as
 * dateFrom / dateTo. The default status ('scheduled') is the list's filterDefaultValues.
 */
export const bookingFilters = [
  choiceFilter('bookings', 'status', BOOKING_STATUSES),
  <DayInput key="dateFrom" source="dateFrom" label="bookings.filters.dateFrom" />,
  <DayInput key="dateTo" source="dateTo" label="bookings.filters.dateTo" />,
];

export const BOOKING_FILTER_DEFAULTS = { status: 'scheduled' };
