import { useTranslate } from 'react-admin';
import { EditDialogButton } from '../../ui/EditDialogButton';
import { refusalText } from '../../ui/errorText';
import { CommissionRuleFormFields } from './CommissionRuleFormFields';
import { formValuesOf, tierRefusal, toUpdateRuleBody } from './ruleInput';
import type { CommissionRule, CommissionRuleFormValues, RuleActionProps } from './types';

const TEXTS = {
  label: 'commissionRules.actions.edit',
  title: 'commissionRules.edit.title',
  cancel: 'commissionRules.actions.cancel',
  save: 'commissionRules.actions.save',
  success: 'commissionRules.edit.success',
  failure: 'commissionRules.edit.failure',
};

/** 'Edit' row action: the create form's fields plus Active, PUT /v1/commission-rules/{id}; hidden for roles that may not edit rules. */
export const EditCommissionRuleButton = ({ disabled = false }: RuleActionProps) => {
  const translate = useTranslate();
  return (
    <EditDialogButton<CommissionRule, CommissionRuleFormValues>
      resource="finance/commissions"
      texts={TEXTS}
      titleArgs={(record) => ({ id: record.id })}
      successArgs={(_sent, record) => ({ id: record.id })}
      defaultValues={formValuesOf}
      transform={toUpdateRuleBody}
      // Tiered rates must be valid before any call; the tiers' rows show the problem in the console's language.
      problem={(values) => {
        const refused = tierRefusal(values);
        return refused && refusalText(translate, refused);
      }}
      maxWidth="md"
      disabled={disabled}
    >
      {(problem) => <CommissionRuleFormFields withActive columns={2} tierProblem={problem} />}
    </EditDialogButton>
  );
};
