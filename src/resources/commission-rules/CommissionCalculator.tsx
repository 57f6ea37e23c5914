import { useId } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import CalculateIcon from '@mui/icons-material/Calculate';
import { useMutation } from '@tanstack/react-query';
import { Form, NumberInput, SaveButton, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { formatINR } from '../../domain/money';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { partyChoices } from './CommissionRuleFormFields';
import { CALCULATOR_DEFAULTS, toCalculationInput } from './ruleInput';
import type { CalculationAnswer, CalculatorFormValues } from './types';

const ResultItem = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="h6" sx={{ m: 0 }}>
      {value}
    </Typography>
  </Box>
);

/** The result panel: amount in INR, rate applied %, rule type and who pays; or the clear 'no rule' answer. */
const CalculationResult = ({ answer }: { answer: CalculationAnswer }) => {
  const translate = useTranslate();
  if (!answer.applicable) {
    // Not a zero amount: no rule applies to these inputs.
    return (
      <Alert severity="info" role="status">
        {translate('commissionRules.calculator.noRule')}
      </Alert>
    );
  }
  return (
    <Box role="status" aria-label={translate('commissionRules.calculator.result')}>
      <Box
        component="dl"
        sx={{
          m: 0,
          p: 2,
          borderRadius: 1,
          bgcolor: 'action.hover',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <ResultItem label={translate('commissionRules.calculator.amount')} value={formatINR(answer.commissionAmount)} />
        <ResultItem label={translate('commissionRules.calculator.rate')} value={`${Number(answer.rateApplied)}%`} />
        <ResultItem
          label={translate('commissionRules.calculator.ruleType')}
          value={translate(`commissionRules.type.${answer.ruleType}`, { _: answer.ruleType ?? '—' })}
        />
        <ResultItem
          label={translate('commissionRules.calculator.paidBy')}
          value={translate(`commissionRules.paidBy.${answer.paidBy}`, { _: answer.paidBy ?? '—' })}
        />
      </Box>
    </Box>
  );
};

/**
 * 'Commission Calculator': POST /v1/commission-rules/calculate with party, order value, service
 * category and area (defaults vendor, 1000, any, 560100). The server picks the rule with
 * src/domain/commission.ts; a failure shows 'Failed to calculate commission' and the server's message.
 */
export const CommissionCalculator = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const headingId = useId();
  const { mutateAsync, data, error, reset } = useMutation({
    mutationFn: (values: CalculatorFormValues) => dataProvider.calculateCommission(toCalculationInput(values)),
  });

  const submit = async (values: Record<string, unknown>) => {
    reset();
    // The failure is shown from the mutation state; the form itself stays as typed.
    await mutateAsync(values as unknown as CalculatorFormValues).catch(() => undefined);
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate('commissionRules.calculator.title')}
        </Typography>
        <Form defaultValues={CALCULATOR_DEFAULTS} onSubmit={submit} noValidate>
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              // Stacked (phone), a field's helper text would touch the next field's raised label.
              rowGap: { xs: 1, md: 0 },
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            <SelectInput fullWidth source="party" label="commissionRules.fields.party" choices={partyChoices} isRequired />
            <NumberInput fullWidth source="orderValue" label="commissionRules.calculator.orderValue" min={0} />
            <TextInput
              fullWidth
              source="serviceCategory"
              label="commissionRules.fields.serviceCategory"
              helperText="commissionRules.hints.optional"
            />
            <TextInput fullWidth source="area" label="commissionRules.calculator.area" />
          </Box>
          <Stack direction="row" justifyContent="flex-end" sx={{ mb: 2 }}>
            <SaveButton label="commissionRules.calculator.submit" icon={<CalculateIcon />} alwaysEnable />
          </Stack>
        </Form>
        {error ? <ErrorAlert title={translate('commissionRules.calculator.failure')} error={error} /> : null}
        {data ? <CalculationResult answer={data.data} /> : null}
      </CardContent>
    </Card>
  );
};
