import { choiceFilter } from '../../ui/selectFilters';

export const WARRANTY_STATUSES = ['active', 'expiring_soon', 'expired'] as const;

/**
 * Warranty status: All, active, expiring_soon, expired, sent as the list call's `warrantyStatus`
 * (spec part 2, section 7). 'All' sends nothing. The option texts are the raw values, as the
 * list call names them.
 */
export const registrationFilters = [
  choiceFilter('registrations', 'warrantyStatus', WARRANTY_STATUSES),
];
