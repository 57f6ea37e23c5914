import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { AREA_DEFAULTS, COVERAGE_TYPES, isCoverage, isValidPincode, splitList } from '../../domain/service';
import { CreateFormCard } from '../../ui/CreateFormCard';
import type { Area } from './types';

export interface AreaFormValues {
  city?: string | null;
  pincode?: string | null;
  state?: string | null;
  region?: string | null;
  coverage?: string | null;
  serviceTypes?: string | null;
  maxResponseTimeHours?: number | string | null;
  serviceCharge?: number | string | null;
  travelCharge?: number | string | null;
  active?: boolean | null;
  notes?: string | null;
}

/** The spec's defaults (part 2, section 9): full, repair/installation/maintenance, 24 h, 50, 20, active. */
const DEFAULT_VALUES: AreaFormValues = {
  city: '',
  pincode: '',
  state: '',
  region: '',
  coverage: AREA_DEFAULTS.coverage,
  serviceTypes: AREA_DEFAULTS.serviceTypes.join(', '),
  maxResponseTimeHours: AREA_DEFAULTS.maxResponseTimeHours,
  serviceCharge: AREA_DEFAULTS.serviceCharge,
  travelCharge: AREA_DEFAULTS.travelCharge,
  active: AREA_DEFAULTS.active,
  notes: '',
};

const text = (value: unknown) => String(value ?? '').trim();
const numberOr = (value: unknown, fallback: number) => (value === null || value === undefined || value === '' ? fallback : Number(value));

/**
 * Marks a field as required (the label gets its asterisk) without a per-field message: the spec
 * has one message for the form, 'Please fill all required fields', checked on submit.
 */
const markRequired = Object.assign(() => undefined, { isRequired: true });

/** The first screen rule the values break (an i18n key), or null: city, pincode, state, then a 6-digit pincode. */
export const areaFormProblem = (values: AreaFormValues): string | null => {
  if (!text(values.city) || !text(values.pincode) || !text(values.state)) return 'areas.create.required';
  if (!isValidPincode(text(values.pincode))) return 'areas.create.invalidPincode';
  return null;
};

/** POST /v1/areas body; blank numbers fall back to the defaults, service types are split into a list. */
export const toAreaInput = (values: AreaFormValues): Omit<Area, 'id'> => ({
  city: text(values.city),
  pincode: text(values.pincode),
  state: text(values.state),
  region: text(values.region),
  coverage: isCoverage(values.coverage) ? values.coverage : AREA_DEFAULTS.coverage,
  serviceTypes: splitList(values.serviceTypes),
  maxResponseTimeHours: numberOr(values.maxResponseTimeHours, AREA_DEFAULTS.maxResponseTimeHours),
  serviceCharge: numberOr(values.serviceCharge, AREA_DEFAULTS.serviceCharge),
  travelCharge: numberOr(values.travelCharge, AREA_DEFAULTS.travelCharge),
  active: values.active ?? AREA_DEFAULTS.active,
  notes: text(values.notes),
});

/**
 * The create-area form: POST /v1/areas (the server keeps it,
 * README, "Deliberate departures from the spec"). Refused input and a failed save keep what was typed; a
 * success says 'Area coverage created successfully', clears the form and reloads the list.
 */
export const AreaCreateForm = () => (
  <CreateFormCard<AreaFormValues>
    resource="areas"
    texts="areas.create"
    submitIcon={<AddLocationAltIcon />}
    defaultValues={DEFAULT_VALUES}
    problem={areaFormProblem}
    transform={toAreaInput}
    after={<TextInput fullWidth source="notes" label="areas.create.fields.notes" multiline minRows={2} />}
  >
    <TextInput fullWidth source="city" label="areas.create.fields.city" validate={markRequired} />
    <TextInput
      fullWidth
      source="pincode"
      label="areas.create.fields.pincode"
      validate={markRequired}
      helperText="areas.create.hints.pincode"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
    />
    <TextInput fullWidth source="state" label="areas.create.fields.state" validate={markRequired} />
    <TextInput fullWidth source="region" label="areas.create.fields.region" />
    <SelectInput
      fullWidth
      source="coverage"
      label="areas.create.fields.coverage"
      choices={COVERAGE_TYPES.map((coverage) => ({ id: coverage, name: `areas.coverage.${coverage}` }))}
      // Marked required, so the select offers no empty choice: always full, partial or none.
      validate={markRequired}
    />
    <TextInput fullWidth source="serviceTypes" label="areas.create.fields.serviceTypes" helperText="areas.create.hints.serviceTypes" />
    <NumberInput fullWidth source="maxResponseTimeHours" label="areas.create.fields.maxResponseTimeHours" min={0} step={1} />
    <NumberInput fullWidth source="serviceCharge" label="areas.create.fields.serviceCharge" min={0} step={0.01} />
    <NumberInput fullWidth source="travelCharge" label="areas.create.fields.travelCharge" min={0} step={0.01} />
    <BooleanInput source="active" label="areas.create.fields.active" sx={{ alignSelf: 'center' }} />
  </CreateFormCard>
);
