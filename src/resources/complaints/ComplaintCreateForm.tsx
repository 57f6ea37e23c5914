import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { SelectInput, TextInput, required, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ComplaintInput } from '../../providers/dataProvider';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { LookupInput, customerOptionText } from '../../ui/LookupInput';
import { DEFAULT_PRIORITY, PRIORITIES, priorityOf } from '../../domain/sla';
import { NewCallerButton } from './NewCallerButton';
import { OpenOnSerialWarning } from './OpenOnSerialWarning';
import { useCustomerReader } from './useCustomerReader';

export interface ComplaintFormValues {
  customerId?: string | null;
  productRegistrationId?: string | null;
  productId?: string | null;
  serialNo?: string | null;
  description?: string | null;
  priority?: string | null;
}

const EMPTY_VALUES: ComplaintFormValues = {
  customerId: '',
  productRegistrationId: '',
  productId: '',
  serialNo: '',
  description: '',
  priority: DEFAULT_PRIORITY,
};

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** The spec's payload: customerId and productId as numbers, productRegistrationId a number or null. */
export const toComplaintInput = (values: ComplaintFormValues): ComplaintInput => ({
  customerId: Number(String(values.customerId ?? '').trim()),
  productRegistrationId: isBlank(values.productRegistrationId) ? null : Number(String(values.productRegistrationId).trim()),
  productId: Number(String(values.productId ?? '').trim()),
  serialNo: String(values.serialNo ?? '').trim(),
  description: String(values.description ?? '').trim(),
  priority: priorityOf(values.priority),
});

const PRIORITY_CHOICES = PRIORITIES.map((p) => ({ id: p, name: `complaints.priority.${p}` }));

const registrationOption = (r: RaRecord) => [r.serialNo, r.product?.name, r.customerName].filter(Boolean).join(' · ');
const bySerial = (search: string) => ({ search });

/**
 * Customer, registration and product, each a lookup. The registrations offered are the chosen
 * customer's; picking one fills its customer, product and serial number.
 */
const ComplaintReferenceInputs = () => {
  const { setValue } = useFormContext();
  const customerId = useWatch({ name: 'customerId' });
  const fillFrom = (registration: RaRecord | undefined) => {
    if (!registration) return;
    setValue('customerId', registration.customerId, { shouldDirty: true });
    setValue('productId', registration.productId, { shouldDirty: true });
    setValue('serialNo', registration.serialNo, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <LookupInput
        source="customerId"
        reference="service/customers"
        label="complaints.create.fields.customerId"
        helperText="complaints.create.hints.customerId"
        optionText={customerOptionText}
        validate={[required()]}
      />
      <NewCallerButton />
      <LookupInput
        source="productRegistrationId"
        reference="catalog/registrations"
        label="complaints.create.fields.productRegistrationId"
        helperText="complaints.create.hints.productRegistrationId"
        filter={isBlank(customerId) ? undefined : { customerId }}
        filterToQuery={bySerial}
        optionText={registrationOption}
        onPick={fillFrom}
      />
      <LookupInput
        source="productId"
        reference="products"
        label="complaints.create.fields.productId"
        helperText="complaints.create.hints.productId"
        validate={[required()]}
      />
    </>
  );
};

/**
 * A customer's own complaint (issue 27): they pick one of their registered products, which gives the
 * customer, product and serial; they say what is wrong. No customer lookup (the customer list is the
 * staff's) and no priority (the warehouse sets the SLA).
 */
const OwnProductInput = () => {
  const { setValue } = useFormContext();
  const fillFrom = (registration: RaRecord | undefined) => {
    setValue('customerId', registration?.customerId ?? '', { shouldDirty: true });
    setValue('productId', registration?.productId ?? '', { shouldDirty: true });
    setValue('serialNo', registration?.serialNo ?? '', { shouldDirty: true });
  };
  return (
    <LookupInput
      source="productRegistrationId"
      reference="catalog/registrations"
      label="complaints.create.fields.ownProduct"
      helperText="complaints.create.hints.ownProduct"
      filterToQuery={bySerial}
      optionText={registrationOption}
      onPick={fillFrom}
      validate={[required()]}
    />
  );
};

/**
 * 'Log New Complaint': POST /api/complaints. On success it says 'Complaint created', clears itself
 * and refreshes the list; on failure a red alert names the failure and the server's message, and
 * what was typed stays. A customer (issue 27) picks one of their own products; staff the customer,
 * registration, product, serial and priority.
 */
export const ComplaintCreateForm = () => {
  const customer = useCustomerReader();
  return (
    <CreateFormCard<ComplaintFormValues>
      resource="service/complaints"
      texts="complaints.create"
      submitIcon={<AddCircleOutlineIcon />}
      defaultValues={EMPTY_VALUES}
      transform={toComplaintInput}
      saveWhenPristine={false}
      after={<TextInput source="description" label="complaints.create.fields.description" validate={required()} multiline minRows={2} fullWidth />}
    >
      {customer ? (
        <OwnProductInput />
      ) : (
        <>
          <ComplaintReferenceInputs />
          <TextInput fullWidth source="serialNo" label="complaints.create.fields.serialNo" validate={required()} />
          <OpenOnSerialWarning />
          {/* Required, so it offers no empty choice: normal unless changed
              (docs/architecture.md, "Lifecycle and SLA"). */}
          <SelectInput fullWidth source="priority" label="complaints.create.fields.priority" choices={PRIORITY_CHOICES} validate={required()} />
        </>
      )}
    </CreateFormCard>
  );
};
