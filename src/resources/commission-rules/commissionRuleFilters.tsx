import { choiceFilter, activeFilter } from '../../ui/selectFilters';
import { PARTIES, RULE_TYPES } from './types';

/**
 * Party (All, vendor, technician), type (All, percentage, tiered) and active (Active, Inactive,
 * All; the default is active only, active=true). 'All' sends nothing. A change goes back to page 1
 * (react-admin's setFilters), on this screen too (README, "Deliberate departures from the spec").
 */
export const commissionRuleFilters = [
  choiceFilter('commissionRules', 'party', PARTIES, 'commissionRules.party'),
  choiceFilter('commissionRules', 'type', RULE_TYPES, 'commissionRules.type'),
  activeFilter('commissionRules'),
];

export const COMMISSION_RULE_FILTER_DEFAULTS = { active: 'true' };
