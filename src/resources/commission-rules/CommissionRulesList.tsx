import { ListCard } from '../../ui/ListCard';
import { CommissionRulesTable } from './CommissionRulesTable';
import { COMMISSION_RULE_FILTER_DEFAULTS, commissionRuleFilters } from './commissionRuleFilters';
import { SAMPLE_COMMISSION_RULES } from './sampleCommissionRules';

/**
 * 'Commission Rules': GET /v1/commission-rules (page, limit, party, type, active), newest first,
 * active rules only by default. After a failed load: the built-in sample rules, in the same table,
 * Edit and Delete disabled.
 */
export const CommissionRulesList = () => (
  <ListCard
    resource="finance/commissions"
    heading="commissionRules.list.title"
    filters={commissionRuleFilters}
    filterDefaultValues={COMMISSION_RULE_FILTER_DEFAULTS}
    loadFailure="commissionRules.loadFailure"
    table={<CommissionRulesTable />}
    sampleData={SAMPLE_COMMISSION_RULES}
    sampleTable={<CommissionRulesTable sample />}
  />
);
