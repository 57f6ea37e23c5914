import { CommissionCalculator } from './CommissionCalculator';
import { CommissionRuleCreateForm } from './CommissionRuleCreateForm';
import { CommissionRulesList } from './CommissionRulesList';
import { ScreenPage } from '../../ui/ScreenPage';
import { CreateAboveListIfAllowed } from '../../ui/CreateAboveList';

/**
 * /admin/finance/commissions, 'Commission Logic': the calculator, the create-rule form and the
 * rules table (spec part 2, sections 2-5, 7-9; docs/architecture.md, "Business rules";
 * README, "Deliberate departures from the spec").
 */
const CommissionRulesPage = () => (
  <ScreenPage title="commissionRules.title">
    <CommissionCalculator />
    <CreateAboveListIfAllowed resource="finance/commissions">
      <CommissionRuleCreateForm />
    </CreateAboveListIfAllowed>
    <CommissionRulesList />
  </ScreenPage>
);

export default CommissionRulesPage;
