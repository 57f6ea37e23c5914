import { useId, useState } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { Form, SaveButton, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { validateTiers } from '../../domain/commission';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { errorText } from '../../ui/errorText';
import { CommissionRuleFormFields } from './CommissionRuleFormFields';
import { RULE_DEFAULTS, tierProblemText, toCreateRuleBody, toTiers } from './ruleInput';
import type { CommissionRule, CommissionRuleFormValues } from './types';

/**
 * 'Create Commission Rule': POST /v1/commission-rules with the spec's defaults. A tiered rule's
 * tiers are checked first (ascending, contiguous, non-overlapping) and nothing is sent while they
 * are wrong. Success says 'Commission rule created successfully', resets the form and refreshes
 * the table; a refusal shows 'Failed to create commission rule' with the server's message and
 * keeps what was typed.
 */
export const CommissionRuleCreateForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate<CommissionRule>();
  const headingId = useId();
  // A new key remounts the form, which is how it goes back to the defaults after a success.
  const [formKey, setFormKey] = useState(0);
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
      await create('finance/commissions', { data: toCreateRuleBody(values) }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    notify('commissionRules.create.success', { type: 'success' });
    setFormKey((k) => k + 1);
    refresh();
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate('commissionRules.create.title')}
        </Typography>
        {failure ? (
          <ErrorAlert
            title={translate('commissionRules.create.failure')}
            error={tierProblemText(errorText(failure), translate)}
            sx={{ mb: 2 }}
          />
        ) : null}
        <Form key={formKey} defaultValues={RULE_DEFAULTS} onSubmit={submit} noValidate>
          <CommissionRuleFormFields tierProblem={tierProblem ? tierProblemText(tierProblem, translate) : null} />
          <Stack direction="row" justifyContent="flex-end">
            <SaveButton label="commissionRules.create.submit" icon={<AddCircleOutlineIcon />} alwaysEnable />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
