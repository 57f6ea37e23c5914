import { useTranslate } from 'react-admin';
import { validateTiers } from '../../domain/commission';
import { EditDialogButton } from '../../ui/EditDialogButton';
import { errorText } from '../../ui/errorText';
import { CommissionRuleFormFields } from './CommissionRuleFormFields';
import { formValuesOf, tierProblemText, toTiers, toUpdateRuleBody } from './ruleInput';
import type { CommissionRule, CommissionRuleFormValues, RuleActionProps } from './types';

const TEXTS = {
  label: 'commissionRules.actions.edit',
  title: 'commissionRules.edit.title',
  cancel: 'commissionRules.actions.cancel',
  save: 'commissionRules.actions.save',
  success: 'commissionRules.edit.success',
  failure: 'commissionRules.edit.failure',
};

/** Tiered rates must be valid before any call; the tiers' rows show the problem. */
const tierProblem = (values: CommissionRuleFormValues) => (values.type === 'tiered' ? validateTiers(toTiers(values.tieredRates)) : null);

const EditRuleFields = ({ problem }: { problem: string | null }) => {
  const translate = useTranslate();
  return <CommissionRuleFormFields withActive columns={2} tierProblem={problem ? tierProblemText(problem, translate) : null} />;
};

/** 'Edit' row action: the create form's fields plus Active, PUT /v1/commission-rules/{id}; hidden for roles that may not edit rules. */
export const EditCommissionRuleButton = ({ disabled = false }: RuleActionProps) => (
  <EditDialogButton<CommissionRule, CommissionRuleFormValues>
    resource="finance/commissions"
    texts={TEXTS}
    titleArgs={(record) => ({ id: record.id })}
    successArgs={(_sent, record) => ({ id: record.id })}
    defaultValues={formValuesOf}
    transform={toUpdateRuleBody}
    problem={tierProblem}
    failureText={(failure, translate) => tierProblemText(errorText(failure, translate), translate)}
    maxWidth="md"
    disabled={disabled}
  >
    {(problem) => <EditRuleFields problem={problem} />}
  </EditDialogButton>
);
