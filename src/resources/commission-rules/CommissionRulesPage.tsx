import { CommissionCalculator } from './CommissionCalculator';
import { CommissionRuleCreateForm } from './CommissionRuleCreateForm';
import { CommissionRulesList } from './CommissionRulesList';
import { ScreenPage } from '../../ui/ScreenPage';
import { CreateAboveList } from '../../ui/CreateAboveList';
import { useAccess } from '../../ui/useAccess';

/**
 * /admin/finance/commissions, 'Commission Logic': the calculator, the create-rule form and the
 * rules table (spec part 2, sections 2-5, 7-9; docs/architecture.md, "Business rules";
 * README, "Deliberate departures from the spec").
 */
const CommissionRulesPage = () => {
  const { canAccess: canCreate } = useAccess('finance/commissions', 'create');
  return (
    <ScreenPage title="commissionRules.title">
      <CommissionCalculator />
      {canCreate ? (
        <CreateAboveList resource="finance/commissions">
          <CommissionRuleCreateForm />
        </CreateAboveList>
      ) : null}
      <CommissionRulesList />
    </ScreenPage>
  );
};

export default CommissionRulesPage;
