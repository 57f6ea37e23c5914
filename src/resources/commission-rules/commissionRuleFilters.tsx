import { SelectFilterInput } from '../../ui/SelectFilterInput';
import { PARTIES, RULE_TYPES } from './types';

/**
 * Party (All, vendor, technician), type (All, percentage, tiered) and active (Active, Inactive,
 * All; the default is active only, active=true). 'All' sends nothing. A change goes back to page 1
 * (react-admin's setFilters), on this screen too (DESIGN section 9).
 */
export const commissionRuleFilters = [
  <SelectFilterInput
    key="party"
    source="party"
    label="commissionRules.filters.party"
    allLabel="commissionRules.filters.all"
    choices={PARTIES.map((party) => ({ id: party, name: `commissionRules.party.${party}` }))}
    alwaysOn
  />,
  <SelectFilterInput
    key="type"
    source="type"
    label="commissionRules.filters.type"
    allLabel="commissionRules.filters.all"
    choices={RULE_TYPES.map((type) => ({ id: type, name: `commissionRules.type.${type}` }))}
    alwaysOn
  />,
  <SelectFilterInput
    key="active"
    source="active"
    label="commissionRules.filters.active"
    allLabel="commissionRules.filters.all"
    choices={[
      { id: 'true', name: 'commissionRules.status.active' },
      { id: 'false', name: 'commissionRules.status.inactive' },
    ]}
    alwaysOn
  />,
];

export const COMMISSION_RULE_FILTER_DEFAULTS = { active: 'true' };
