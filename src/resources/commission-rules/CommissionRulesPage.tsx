import { useCanAccess } from 'react-admin';
import { CommissionCalculator } from './CommissionCalculator';
import { CommissionRuleCreateForm } from './CommissionRuleCreateForm';
import { CommissionRulesList } from './CommissionRulesList';
import { ScreenPage } from '../../ui/ScreenPage';

/**
 * /admin/finance/commissions, 'Commission Logic': the calculator, the create-rule form and the
 * rules table (spec part 2, sections 2-5, 7-9; DESIGN sections 6 and 9).
 */
const CommissionRulesPage = () => {
  const { canAccess: canCreate } = useCanAccess({ resource: 'finance/commissions', action: 'create' });
  return (
    <ScreenPage title="commissionRules.title">
      <CommissionCalculator />
      {canCreate ? <CommissionRuleCreateForm /> : null}
      <CommissionRulesList />
    </ScreenPage>
  );
};

export default CommissionRulesPage;
