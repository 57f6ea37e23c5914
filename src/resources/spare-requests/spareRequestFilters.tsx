import { TextInput } from 'react-admin';
import { SPARE_REQUEST_STATUSES } from '../../domain/spares';
import { SelectFilterInput } from '../../ui/SelectFilterInput';
import { choiceFilter } from '../../ui/selectFilters';

/** The value of the Overdue filter that switches to the overdue view. */
export const OVERDUE_ONLY = 'only';

/**
 * Status (All, pending, approved, rejected, delivered; default pending) and Booking ID go to the
 * list call; Overdue (All or Overdue Only) is not a list query: it switches the screen to the
 * overdue view (spec part 1, sections 2 and 9). The option texts are the raw values, as the spec
 * lists them.
 */
export const spareRequestFilters = [
  choiceFilter('spareRequests', 'status', SPARE_REQUEST_STATUSES),
  <TextInput
    key="bookingId"
    source="bookingId"
    label="spareRequests.filters.bookingId"
    size="small"
    helperText={false}
    resettable
    alwaysOn
    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    sx={{ width: 160 }}
  />,
  <SelectFilterInput
    key="overdue"
    source="overdue"
    label="spareRequests.filters.overdue"
    allLabel="spareRequests.filters.all"
    choices={[{ id: OVERDUE_ONLY, name: 'spareRequests.filters.overdueOnly' }]}
    alwaysOn
  />,
];

export const SPARE_REQUEST_FILTER_DEFAULTS = { status: 'pending' };
