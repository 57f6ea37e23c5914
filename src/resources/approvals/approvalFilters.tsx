import { choiceFilter } from '../../ui/selectFilters';
import { APPROVAL_STATUSES } from './types';

/**
 * Status: All, pending, approved, rejected (spec part 2, section 2; option texts are the raw
 * values, 'All' sends no status). Applied on change, and by the Filter button.
 */
export const approvalFilters = [
  choiceFilter('approvals', 'status', APPROVAL_STATUSES),
];

/** Spec part 2, section 9: the approvals filter defaults to pending. */
export const APPROVAL_FILTER_DEFAULTS = { status: 'pending' };
