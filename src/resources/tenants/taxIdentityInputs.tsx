import { SelectInput, TextInput, type Validator } from 'react-admin';
import { STATES, stateByCode } from '../../domain/gst';
import { taxIdentityIssue } from '../../domain/taxIdentity';
import { validationError } from '../../ui/errorText';

// The tax identity inputs of the warehouse and customer forms (issue 15,
// docs/architecture.md, "Money: GST and warranty"): a state picked by name (stored as its GST code) and a
// GSTIN checked as the server checks it, in the console's language.

const STATE_CHOICES = STATES.map((s) => ({ id: s.code, name: s.name }));

/** The GSTIN field's check: format, check character, and that it belongs to the state picked beside it. */
const validateGstin: Validator = (value, allValues) => {
  const issue = taxIdentityIssue({ stateCode: allValues?.stateCode, gstin: value });
  return issue && issue.kind !== 'unknownState' ? validationError(issue.refusal) : undefined;
};

/** `Karnataka (29)`, or '—' with no state; an unknown code as it is. */
export const stateLabel = (code: string | null | undefined): string => {
  if (!code) return '—';
  const state = stateByCode(code);
  return state ? `${state.name} (${state.code})` : code;
};

/** The state, picked by name; the form holds its GST code in `stateCode`. */
export const StateInput = ({ label, helperText }: { label: string; helperText?: string | false }) => (
  <SelectInput fullWidth source="stateCode" label={label} choices={STATE_CHOICES} translateChoice={false} emptyText="—" helperText={helperText} />
);

/** The GSTIN, optional, shown upper-case. */
export const GstinInput = ({ label, helperText }: { label: string; helperText?: string }) => (
  <TextInput
    fullWidth
    source="gstin"
    label={label}
    helperText={helperText}
    validate={validateGstin}
    slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, style: { textTransform: 'uppercase' } } }}
  />
);
