import AppRegistrationIcon from '@mui/icons-material/AppRegistration';
import { useCallback } from 'react';
import { NumberInput, TextInput, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useAccess } from '../../ui/useAccess';
import { DEFAULT_REGISTRATION_MONTHS, missingRegistrationFields } from '../../domain/warranty';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { LookupInput, customerOptionText } from '../../ui/LookupInput';
import { PurchaseDateInput } from './PurchaseDateInput';

export interface RegistrationFormValues {
  productId?: number | string | null;
  serialNo?: string | null;
  customerId?: number | string | null;
  purchaseDate?: string | null;
  warrantyMonths?: number | string | null;
  dealerId?: string | null;
  invoiceNumber?: string | null;
  notes?: string | null;
}

const EMPTY_VALUES: RegistrationFormValues = {
  productId: '',
  serialNo: '',
  customerId: '',
  purchaseDate: '',
  warrantyMonths: DEFAULT_REGISTRATION_MONTHS,
  dealerId: '',
  invoiceNumber: '',
  notes: '',
};

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
const optionalText = (value: unknown) => (isBlank(value) ? null : String(value).trim());

/** Ids and months are whole numbers; a blank field passes here (the required check runs on submit). */
const wholeNumber = (value: unknown) =>
  isBlank(value) || /^\d+$/.test(String(value).trim()) ? undefined : 'registrations.register.errors.wholeNumber';

/** The spec's POST /api/warranties body: ids and months as numbers, blank optional texts as null. */
export const toRegistrationInput = (values: RegistrationFormValues) => ({
  productId: Number(values.productId),
  serialNo: String(values.serialNo ?? '').trim(),
  customerId: Number(String(values.customerId ?? '').trim()),
  purchaseDate: String(values.purchaseDate ?? ''),
  warrantyMonths: Number(values.warrantyMonths),
  dealerId: optionalText(values.dealerId),
  invoiceNumber: optionalText(values.invoiceNumber),
  notes: optionalText(values.notes),
});

/** A customer's own registration (issue 27): the product, serial, purchase date, invoice and notes; the server adds who and how long. */
export const toOwnRegistrationInput = (values: RegistrationFormValues) => {
  const { customerId: _who, warrantyMonths: _months, dealerId: _dealer, ...own } = toRegistrationInput(values);
  return own;
};

/** A customer's warranty months follow the product picked (its own warranty); staff keep the spec's default of 24 and type their own. */
const useMonthsFromProduct = (staff: boolean) => {
  const { setValue } = useFormContext<RegistrationFormValues>();
  return useCallback(
    (product: RaRecord | undefined) => {
      const months = Number(product?.warrantyMonths);
      if (!staff && months > 0) setValue('warrantyMonths', months, { shouldDirty: true });
    },
    [staff, setValue],
  );
};

/** The product, searched on the server as the user types (any product of the catalogue, not the first 100). */
const ProductLookup = ({ staff }: { staff: boolean }) => (
  <LookupInput
    source="productId"
    reference="products"
    label="registrations.register.fields.productId"
    isRequired
    onPick={useMonthsFromProduct(staff)}
  />
);

/**
 * 'Register Product': POST /api/warranties. A missing required field gives 'Please fill all
 * required fields' and nothing is sent; a refused call (e.g. 409, serial already registered) shows
 * 'Failed to register product' with the server's message. Either way what was typed stays.
 */
export const RegistrationCreateForm = () => {
  // A customer registers their own product: not asked who they are, a dealer, or how long the warranty runs (issue 27).
  const { canAccess: staff } = useAccess('customers', 'list');
  return (
    <CreateFormCard<RegistrationFormValues>
      resource="catalog/registrations"
      texts="registrations.register"
      submitIcon={<AppRegistrationIcon />}
      defaultValues={EMPTY_VALUES}
      problem={(values) => (missingRegistrationFields({ ...values, ...(staff ? {} : { customerId: 'own' }) }).length > 0 ? 'registrations.register.required' : null)}
      transform={staff ? toRegistrationInput : toOwnRegistrationInput}
      columns={2}
    >
      <ProductLookup staff={staff} />
      <TextInput source="serialNo" label="registrations.register.fields.serialNo" isRequired autoComplete="off" />
      {staff ? (
        <LookupInput
          source="customerId"
          reference="service/customers"
          label="registrations.register.fields.customerId"
          helperText="complaints.create.hints.customerId"
          optionText={customerOptionText}
          isRequired
        />
      ) : null}
      <PurchaseDateInput source="purchaseDate" label="registrations.register.fields.purchaseDate" isRequired />
      <NumberInput
        source="warrantyMonths"
        label="registrations.register.fields.warrantyMonths"
        isRequired
        validate={wholeNumber}
        min={1}
        step={1}
        readOnly={!staff}
        helperText={staff ? undefined : 'registrations.register.hints.productMonths'}
      />
      {staff ? <TextInput source="dealerId" label="registrations.register.fields.dealerId" helperText="common.optional" /> : null}
      <TextInput source="invoiceNumber" label="registrations.register.fields.invoiceNumber" helperText="common.optional" />
      <TextInput source="notes" label="registrations.register.fields.notes" helperText="common.optional" multiline minRows={1} />
    </CreateFormCard>
  );
};
