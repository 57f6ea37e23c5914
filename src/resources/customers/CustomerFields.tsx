import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { CheckboxGroupInput, SelectInput, TextInput, required } from 'react-admin';
import { CHANNELS } from '../../domain/messageKinds';
import { LOCALES } from '../../i18n/locales';
import { useFormContext, useWatch } from 'react-hook-form';
import { stateForPincode } from '../../domain/taxIdentity';
import { GstinInput, StateInput } from '../tenants/taxIdentityInputs';
import type { CustomerFormValues } from './customerInput';

/**
 * Proposes the state from the pincode (src/domain/taxIdentity.ts stateForPincode): when the pincode
 * changes and the state is empty, or still holds the last proposal, the pincode's state is filled
 * in. A state the user picked is never overwritten.
 */
const StateFromPincode = () => {
  const { getValues, setValue } = useFormContext<CustomerFormValues>();
  const pincode = useWatch<CustomerFormValues, 'pincode'>({ name: 'pincode' });
  // The record's own pincode as the form opens: nothing to propose until it changes.
  const seen = useRef(pincode);
  const proposed = useRef<string | null>(null);
  useEffect(() => {
    if (pincode === seen.current) return;
    seen.current = pincode;
    const state = stateForPincode(pincode);
    const current = getValues('stateCode') ?? '';
    if (!state || (current !== '' && current !== proposed.current)) return;
    proposed.current = state.code;
    setValue('stateCode', state.code, { shouldDirty: true });
  }, [pincode, getValues, setValue]);
  return null;
};

/**
 * A customer's contact details, address and tax identity: the one set of fields of the edit dialog,
 * the New customer form and the complaint form's New caller dialog. `creating` marks what a new
 * caller cannot do without (name, phone to find them again, pincode to assign the visit).
 */
export const CustomerFields = ({ creating = false }: { creating?: boolean }) => {
  const needed = creating ? [required()] : undefined;
  return (
    <Box sx={{ display: 'grid', columnGap: 2, pt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextInput fullWidth source="name" label="customers.columns.name" validate={needed} />
      <TextInput fullWidth source="phone" type="tel" label="customers.columns.phone" validate={needed} />
      <TextInput fullWidth source="email" type="email" label="customers.columns.email" />
      <TextInput fullWidth source="address" label="customers.columns.address" />
      <TextInput fullWidth source="pincode" label="customers.columns.pincode" validate={needed} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <TextInput fullWidth source="city" label="customers.columns.city" />
      <StateInput label="customers.columns.state" helperText="customers.hints.state" />
      <GstinInput label="customers.columns.gstin" helperText="customers.hints.gstin" />
      {/* How the customer hears of their jobs (issue 30): the language and channels of their messages. */}
      <SelectInput
        fullWidth
        source="language"
        label="customers.columns.language"
        choices={LOCALES.map((l) => ({ id: l.locale, name: l.name }))}
        translateChoice={false}
        validate={required()}
      />
      <CheckboxGroupInput
        source="channels"
        label="customers.columns.channels"
        helperText="customers.hints.channels"
        choices={CHANNELS.map((c) => ({ id: c, name: `customers.channels.${c}` }))}
      />
      <StateFromPincode />
    </Box>
  );
};
