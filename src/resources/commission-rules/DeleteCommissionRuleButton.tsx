import DeleteIcon from '@mui/icons-material/Delete';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import type { CommissionRule, RuleActionProps } from './types';

const TEXTS = {
  label: 'commissionRules.actions.delete',
  title: 'commissionRules.delete.title',
  question: 'commissionRules.delete.question',
  confirm: 'commissionRules.delete.confirm',
  cancel: 'commissionRules.actions.cancel',
  success: 'commissionRules.delete.success',
  failure: 'commissionRules.delete.failure',
};

/**
 * DELETE /v1/commission-rules/{id}, after a confirmation (spec part 2, section 5). Success says
 * 'Commission rule #id deleted'; a refusal shows 'Failed to delete commission rule' and the
 * server's message in the dialog.
 */
export const DeleteCommissionRuleButton = ({ disabled = false }: RuleActionProps) => (
  <ConfirmDeleteButton<CommissionRule> resource="finance/commissions" texts={TEXTS} icon={<DeleteIcon />} args={(rule) => ({ id: rule.id })} disabled={disabled} />
);
