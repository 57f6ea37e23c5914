import { Box } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TieredRatesInput } from './TieredRatesInput';
import { PARTIES, RULE_TYPES, type CommissionRuleFormValues } from './types';

export const partyChoices = PARTIES.map((party) => ({ id: party, name: `commissionRules.party.${party}` }));
export const typeChoices = RULE_TYPES.map((type) => ({ id: type, name: `commissionRules.type.${type}` }));

export interface CommissionRuleFormFieldsProps {
  /** The edit dialog also edits Active. */
  withActive?: boolean;
  /** The tier check's message, shown above the tiers. */
  tierProblem?: string | null;
  /** Fields per row on wide screens. */
  columns?: number;
}

/**
 * The create-rule fields, shared by the edit dialog: party, type, Value (%) for a percentage rule
 * or the tier rows for a tiered one, service category, order-value range, applicable areas, priority.
 */
export const CommissionRuleFormFields = ({ withActive = false, tierProblem, columns = 4 }: CommissionRuleFormFieldsProps) => {
  const type = useWatch<CommissionRuleFormValues, 'type'>({ name: 'type' });
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
        }}
      >
        {/* Always have a value (defaults vendor and percentage): no empty option. */}
        <SelectInput fullWidth source="party" label="commissionRules.fields.party" choices={partyChoices} isRequired />
        <SelectInput fullWidth source="type" label="commissionRules.fields.type" choices={typeChoices} isRequired />
        {type === 'percentage' ? (
          <NumberInput fullWidth source="value" label="commissionRules.fields.value" min={0} max={100} step={0.5} />
        ) : null}
        <TextInput fullWidth source="serviceCategory" label="commissionRules.fields.serviceCategory" />
        <NumberInput fullWidth source="minOrderValue" label="commissionRules.fields.minOrderValue" min={0} />
        <NumberInput fullWidth source="maxOrderValue" label="commissionRules.fields.maxOrderValue" min={0} />
        <TextInput
          fullWidth
          source="applicableAreas"
          label="commissionRules.fields.applicableAreas"
          helperText="commissionRules.hints.applicableAreas"
        />
        <NumberInput fullWidth source="priority" label="commissionRules.fields.priority" step={1} />
        {withActive ? <BooleanInput source="isActive" label="commissionRules.fields.isActive" /> : null}
      </Box>
      <TieredRatesInput problem={tierProblem} />
    </>
  );
};
