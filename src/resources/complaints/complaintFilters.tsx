import { COMPLAINT_STATUSES } from '../../config';
import { SelectFilterInput } from '../../ui/SelectFilterInput';

/**
 * Status: All, open, assigned, in_progress, resolved, closed (spec part 1, section 2). The option
 * texts are the raw values, as the spec lists them; 'All' sends no status at all.
 * The default ('open') is the list's filterDefaultValues.
 */
export const complaintFilters = [
  <SelectFilterInput
    key="status"
    source="status"
    label="complaints.filters.status"
    allLabel="complaints.filters.all"
    choices={COMPLAINT_STATUSES.map((status) => ({ id: status, name: `complaints.filters.${status}` }))}
    alwaysOn
  />,
];

export { COMPLAINT_FILTER_DEFAULTS } from '../../config';
