import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { stateForPincode } from '../../domain/taxIdentity';
import { EditDialogButton } from '../../ui/EditDialogButton';
import { GstinInput, StateInput } from '../tenants/taxIdentityInputs';
import { customerFormValuesOf, customerProblem, toCustomerUpdate, type CustomerFormValues } from './customerInput';
import type { Customer } from './types';

const TEXTS = {
  label: 'customers.actions.edit',
  title: 'customers.edit.title',
  cancel: 'customers.actions.cancel',
  save: 'customers.actions.save',
  success: 'customers.edit.success',
  failure: 'customers.edit.failure',
};

/**
 * Proposes the state from the pincode (src/domain/taxIdentity.ts stateForPincode): when the pincode
 * changes and the state is empty, or still holds the last proposal, the pincode's state is filled
 * in. A state the user picked is never overwritten.
 */
const StateFromPincode = () => {
  const { getValues, setValue } = useFormContext<CustomerFormValues>();
  const pincode = useWatch<CustomerFormValues, 'pincode'>({ name: 'pincode' });
  // The record's own pincode as the dialog opens: nothing to propose until it changes.
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

/** 'Edit' on a customer's record: PUT /v1/customers/{id} (issue 15) with contact details, address, state and GSTIN. */
export const EditCustomerButton = () => (
  <EditDialogButton<Customer, CustomerFormValues>
    resource="service/customers"
    texts={TEXTS}
    titleArgs={(record) => ({ name: record.name })}
    successArgs={(sent, record) => ({ name: sent.name || record.name })}
    defaultValues={customerFormValuesOf}
    transform={(values) => toCustomerUpdate(values)}
    problem={(values) => customerProblem(values)}
    maxWidth="md"
  >
    <Box sx={{ display: 'grid', columnGap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextInput fullWidth source="name" label="customers.columns.name" />
      <TextInput fullWidth source="email" type="email" label="customers.columns.email" />
      <TextInput fullWidth source="phone" type="tel" label="customers.columns.phone" />
      <TextInput fullWidth source="address" label="customers.columns.address" />
      <TextInput fullWidth source="pincode" label="customers.columns.pincode" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <TextInput fullWidth source="city" label="customers.columns.city" />
      <StateInput label="customers.columns.state" helperText="customers.hints.state" />
      <GstinInput label="customers.columns.gstin" helperText="customers.hints.gstin" />
      <StateFromPincode />
    </Box>
  </EditDialogButton>
);
