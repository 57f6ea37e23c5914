import { SelectFilterInput } from '../../ui/SelectFilterInput';
import { APPROVAL_STATUSES } from './types';

/**
 * Status: All, pending, approved, rejected (spec part 2, section 2; option texts are the raw
 * values, 'All' sends no status). Applied by the Filter button, not on change.
 */
export const approvalFilters = [
  <SelectFilterInput
    key="status"
    source="status"
    label="approvals.filters.status"
    allLabel="approvals.filters.all"
    choices={APPROVAL_STATUSES.map((status) => ({ id: status, name: `approvals.filters.${status}` }))}
    alwaysOn
  />,
];

/** Spec part 2, section 9: the approvals filter defaults to pending. */
export const APPROVAL_FILTER_DEFAULTS = { status: 'pending' };
