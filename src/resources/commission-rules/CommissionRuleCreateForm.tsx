import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { useTranslate } from 'react-admin';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { refusalText } from '../../ui/errorText';
import { CommissionRuleFormFields } from './CommissionRuleFormFields';
import { RULE_DEFAULTS, tierRefusal, toCreateRuleBody } from './ruleInput';
import type { CommissionRuleFormValues } from './types';

/**
 * 'Create Commission Rule': POST /v1/commission-rules with the spec's defaults. A tiered rule's
 * tiers are checked first (ascending, contiguous, non-overlapping), the problem shown at the tiers,
 * and nothing is sent while they are wrong. Success says 'Commission rule created successfully',
 * resets the form and refreshes the table; a refusal shows 'Failed to create commission rule' with
 * the server's message and keeps what was typed.
 */
export const CommissionRuleCreateForm = () => {
  const translate = useTranslate();
  return (
    <CreateFormCard<CommissionRuleFormValues>
      resource="finance/commissions"
      texts="commissionRules.create"
      submitIcon={<AddCircleOutlineIcon />}
      defaultValues={RULE_DEFAULTS}
      problem={(values) => {
        const refused = tierRefusal(values);
        return refused && refusalText(translate, refused);
      }}
      transform={toCreateRuleBody}
      columns={false}
    >
      {(problem) => <CommissionRuleFormFields tierProblem={problem} />}
    </CreateFormCard>
  );
};
