import { COMPLAINT_STATUSES } from '../../config';
import { SLA_STATUSES } from '../../domain/sla';
import { choiceFilter } from '../../ui/selectFilters';

/**
 * Status: All, open, assigned, in_progress, resolved, closed (spec part 1, section 2). The option
 * texts are the raw values, as the spec lists them; 'All' sends no status at all.
 * The default ('open') is the list's filterDefaultValues.
 * SLA status (docs/architecture.md, "Lifecycle and SLA"): All, On track, At risk, Breached, Met; the
 * dashboard's SLA counts link here with it set.
 */
export const complaintFilters = [
  choiceFilter('complaints', 'status', COMPLAINT_STATUSES),
  choiceFilter('complaints', 'slaStatus', SLA_STATUSES, 'complaints.sla'),
];

/** A customer filters their own complaints by status alone, all of them at first (issue 27). */
export const CUSTOMER_COMPLAINT_FILTERS = [choiceFilter('complaints', 'status', COMPLAINT_STATUSES)];

export { COMPLAINT_FILTER_DEFAULTS } from '../../config';
