import { Box } from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { CommissionCalculator } from './CommissionCalculator';
import { CommissionRuleCreateForm } from './CommissionRuleCreateForm';
import { CommissionRulesList } from './CommissionRulesList';

/**
 * /admin/finance/commissions, 'Commission Logic': the calculator, the create-rule form and the
 * rules table (spec part 2, sections 2-5, 7-9; DESIGN sections 6 and 9).
 */
const CommissionRulesPage = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'finance/commissions', action: 'create' });
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('commissionRules.title')} />
      <CommissionCalculator />
      {canCreate ? <CommissionRuleCreateForm /> : null}
      <CommissionRulesList />
    </Box>
  );
};

export default CommissionRulesPage;
