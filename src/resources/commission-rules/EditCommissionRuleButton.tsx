import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { Form, SaveButton, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { validateTiers } from '../../domain/commission';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { errorText } from '../../ui/errorText';
import { RowActionButton } from '../../ui/RowActionButton';
import { CommissionRuleFormFields } from './CommissionRuleFormFields';
import { formValuesOf, tierProblemText, toTiers, toUpdateRuleBody } from './ruleInput';
import type { CommissionRule, CommissionRuleFormValues, RuleActionProps } from './types';

/** The edit dialog: the create form's fields plus Active; PUT /v1/commission-rules/{id}. */
const EditCommissionRuleDialog = ({ record, onClose }: { record: CommissionRule; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [update, { isPending }] = useUpdate<CommissionRule>();
  const [failure, setFailure] = useState<unknown>(null);
  const [tierProblem, setTierProblem] = useState<string | null>(null);

  const submit = async (raw: Record<string, unknown>) => {
    const values = raw as unknown as CommissionRuleFormValues;
    setFailure(null);
    setTierProblem(null);
    if (values.type === 'tiered') {
      const problem = validateTiers(toTiers(values.tieredRates));
      if (problem) {
        setTierProblem(problem);
        return;
      }
    }
    try {
      await update(
        'finance/commissions',
        { id: record.id, data: toUpdateRuleBody(values, record), previousData: record },
        { returnPromise: true },
      );
    } catch (error) {
      setFailure(error);
      return;
    }
    notify('commissionRules.edit.success', { type: 'success', messageArgs: { id: record.id } });
    onClose();
    refresh();
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <Form defaultValues={formValuesOf(record)} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('commissionRules.edit.title', { id: record.id })}</DialogTitle>
        <DialogContent>
          {failure ? (
            <ErrorAlert
              title={translate('commissionRules.edit.failure')}
              error={tierProblemText(errorText(failure), translate)}
              sx={{ mb: 2 }}
            />
          ) : null}
          <CommissionRuleFormFields withActive columns={2} tierProblem={tierProblem ? tierProblemText(tierProblem, translate) : null} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('commissionRules.actions.cancel')}
          </Button>
          <SaveButton label="commissionRules.actions.save" icon={<SaveIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/** 'Edit' row action: opens the edit dialog; hidden for roles that may not edit rules. */
export const EditCommissionRuleButton = ({ disabled = false }: RuleActionProps) => {
  const record = useRecordContext<CommissionRule>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'finance/commissions', action: 'edit' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton
        label={translate('commissionRules.actions.edit')}
        icon={<EditIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      {open ? <EditCommissionRuleDialog record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
