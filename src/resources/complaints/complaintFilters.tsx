import { COMPLAINT_STATUSES } from '../../config';
import { choiceFilter } from '../../ui/selectFilters';

/**
 * Status: All, open, assigned, in_progress, resolved, closed (spec part 1, section 2). The option
 * texts are the raw values, as the spec lists them; 'All' sends no status at all.
 * The default ('open') is the list's filterDefaultValues.
 */
export const complaintFilters = [
  choiceFilter('complaints', 'status', COMPLAINT_STATUSES),
];

export { COMPLAINT_FILTER_DEFAULTS } from '../../config';
