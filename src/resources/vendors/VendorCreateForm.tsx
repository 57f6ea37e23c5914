import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { splitList, VENDOR_DEFAULT_COMMISSION } from '../../domain/service';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { VENDOR_TYPES, type Vendor, type VendorType } from './types';

export interface VendorFormValues {
  name?: string | null;
  type?: VendorType | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  pincode?: string | null;
  city?: string | null;
  state?: string | null;
  serviceAreas?: string | null;
  specializations?: string | null;
  commissionPercentage?: number | string | null;
}

const EMPTY_VALUES: VendorFormValues = {
  name: '',
  type: 'technician',
  email: '',
  phone: '',
  address: '',
  pincode: '',
  city: '',
  state: '',
  serviceAreas: '',
  specializations: '',
  commissionPercentage: VENDOR_DEFAULT_COMMISSION,
};

const text = (value: unknown) => String(value ?? '').trim();

/**
 * Marks a field as required (the label gets its asterisk) without a per-field message: the spec
 * has one message for the whole form, 'Please fill all required fields', checked on submit.
 */
const markRequired = Object.assign(() => undefined, { isRequired: true });

/** Name, email and phone must be filled (spec part 1, section 5). */
export const hasRequiredVendorFields = (values: VendorFormValues) => Boolean(text(values.name) && text(values.email) && text(values.phone));

/** The spec's payload; service areas and specializations are comma-separated text split into trimmed lists. */
export const toVendorInput = (values: VendorFormValues): Omit<Vendor, 'id' | 'rating' | 'isActive' | 'createdAt'> => {
  const commission = values.commissionPercentage;
  return {
    name: text(values.name),
    type: values.type === 'vendor' ? 'vendor' : 'technician',
    email: text(values.email),
    phone: text(values.phone),
    address: text(values.address),
    pincode: text(values.pincode),
    city: text(values.city),
    state: text(values.state),
    serviceAreas: splitList(values.serviceAreas),
    specializations: splitList(values.specializations),
    commissionPercentage: commission === null || commission === undefined || commission === '' ? VENDOR_DEFAULT_COMMISSION : Number(commission),
  };
};

/**
 * The create form: POST /api/vendor-assignments. Missing required fields are refused before any
 * call; a failed save shows 'Failed to create vendor' with the server's message. Either way what
 * was typed stays. A success says 'Vendor created successfully', clears the form and refreshes the
 * list and the overview tiles.
 */
export const VendorCreateForm = () => (
  <CreateFormCard<VendorFormValues>
    resource="third-parties"
    texts="vendors.create"
    submitIcon={<AddCircleOutlineIcon />}
    defaultValues={EMPTY_VALUES}
    problem={(values) => (hasRequiredVendorFields(values) ? null : 'vendors.create.required')}
    transform={toVendorInput}
  >
    <TextInput fullWidth source="name" label="vendors.create.fields.name" validate={markRequired} />
    <SelectInput
      fullWidth
      source="type"
      label="vendors.create.fields.type"
      choices={VENDOR_TYPES.map((type) => ({ id: type, name: `vendors.type.${type}` }))}
      // Marked required, so the select offers no empty choice: always technician or vendor.
      validate={markRequired}
    />
    <TextInput fullWidth source="email" type="email" label="vendors.create.fields.email" validate={markRequired} />
    <TextInput fullWidth source="phone" type="tel" label="vendors.create.fields.phone" validate={markRequired} />
    <TextInput fullWidth source="address" label="vendors.create.fields.address" />
    <TextInput
      fullWidth
      source="pincode"
      label="vendors.create.fields.pincode"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
    />
    <TextInput fullWidth source="city" label="vendors.create.fields.city" />
    <TextInput fullWidth source="state" label="vendors.create.fields.state" />
    <TextInput fullWidth source="serviceAreas" label="vendors.create.fields.serviceAreas" helperText="vendors.create.hints.serviceAreas" />
    <TextInput
      fullWidth
      source="specializations"
      label="vendors.create.fields.specializations"
      helperText="vendors.create.hints.specializations"
    />
    <NumberInput fullWidth source="commissionPercentage" label="vendors.create.fields.commissionPercentage" step={0.01} min={0} max={100} />
  </CreateFormCard>
);
