import { useEffect, useId, useRef } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { NumberInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { nextTier } from './ruleInput';
import type { CommissionRuleFormValues } from './types';

/**
 * The tier rows of a tiered rule: Min Value, Max Value (empty = no maximum) and Rate, with
 * 'Add Tier' and 'Remove'. Switching the type to tiered adds a first tier 0 to 1000 at 10 when
 * there is none (spec part 2, sections 2 and 9). `problem` is the tier check's message.
 */
export const TieredRatesInput = ({ problem }: { problem?: string | null }) => {
  const translate = useTranslate();
  const headingId = useId();
  const { control, getValues } = useFormContext<CommissionRuleFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'tieredRates' });
  const type = useWatch({ control, name: 'type' });

  // Only a switch to tiered adds the first tier: removing every tier afterwards leaves none.
  const previousType = useRef(type);
  useEffect(() => {
    if (type === 'tiered' && previousType.current !== 'tiered' && getValues('tieredRates').length === 0) {
      append(nextTier([]));
    }
    previousType.current = type;
  }, [type, append, getValues]);

  if (type !== 'tiered') return null;
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography id={headingId} component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('commissionRules.tiers.title')}
      </Typography>
      {problem ? <ErrorAlert title={translate('commissionRules.tiers.invalid')} error={problem} sx={{ mb: 2 }} /> : null}
      {fields.map((field, index) => (
        <Stack
          key={field.id}
          role="group"
          aria-label={translate('commissionRules.tiers.row', { n: index + 1 })}
          direction={{ xs: 'column', sm: 'row' }}
          columnGap={2}
          alignItems={{ sm: 'flex-start' }}
        >
          <NumberInput source={`tieredRates.${index}.minValue`} label="commissionRules.tiers.minValue" min={0} helperText={false} />
          <NumberInput
            source={`tieredRates.${index}.maxValue`}
            label="commissionRules.tiers.maxValue"
            min={0}
            helperText="commissionRules.tiers.maxHint"
          />
          <NumberInput source={`tieredRates.${index}.rate`} label="commissionRules.tiers.rate" min={0} step={0.5} helperText={false} />
          <Box sx={{ pt: { sm: 1.5 } }}>
            <Button color="error" size="small" startIcon={<RemoveCircleOutlineIcon aria-hidden />} onClick={() => remove(index)}>
              {translate('commissionRules.tiers.remove')}
            </Button>
          </Box>
        </Stack>
      ))}
      <Button size="small" variant="outlined" startIcon={<AddIcon aria-hidden />} onClick={() => append(nextTier(getValues('tieredRates')))}>
        {translate('commissionRules.tiers.add')}
      </Button>
    </Box>
  );
};
