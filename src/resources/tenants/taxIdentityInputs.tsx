import { SelectInput, TextInput, type Validator } from 'react-admin';
import { STATES, stateByCode } from '../../domain/gst';
import { taxIdentityIssue, type TaxIdentityIssue } from '../../domain/taxIdentity';

// The tax identity inputs of the warehouse and customer forms (issue 15,
// docs/architecture.md, "Money: GST and warranty"): a state picked by name (stored as its GST code) and a
// GSTIN checked as the server checks it, in the console's language.

const STATE_CHOICES = STATES.map((s) => ({ id: s.code, name: s.name }));

/** gstinProblem's texts (src/domain/gst.ts), by the key of their translation and its placeholders. */
const GSTIN_PROBLEMS: [RegExp, string, (m: RegExpMatchArray) => Record<string, string>][] = [
  [/^GSTIN must be 15 characters \(this one has (\d+)\)$/, 'length', (m) => ({ count: m[1] })],
  [/^GSTIN must start with a 2-digit state code$/, 'stateDigits', () => ({})],
  [/^GSTIN characters 3 to 12 must be a PAN/, 'pan', () => ({})],
  [/^GSTIN character 13 /, 'entity', () => ({})],
  [/^GSTIN character 14 must be Z$/, 'fourteenth', () => ({})],
  [/^GSTIN check character must be a digit or a letter$/, 'checkShape', () => ({})],
  [/^GSTIN state code (\S+) is not a known state code$/, 'stateCode', (m) => ({ code: m[1] })],
  [/^GSTIN check character is wrong$/, 'checksum', () => ({})],
];

/** An issue as a react-admin validation message: a key of `tenants.tax.problems`, its placeholders, the English text as fallback. */
export const taxIssueMessage = (issue: TaxIdentityIssue): { message: string; args: Record<string, unknown> } => {
  const fallback = { _: issue.text };
  switch (issue.kind) {
    case 'unknownState':
      return { message: 'tenants.tax.problems.unknownState', args: { ...fallback, state: issue.value } };
    case 'gstinRequired':
      return { message: 'tenants.tax.problems.required', args: fallback };
    case 'gstinElsewhere':
      return {
        message: 'tenants.tax.problems.elsewhere',
        args: { ...fallback, registeredIn: issue.registeredIn.name, code: issue.registeredIn.code, state: issue.state.name },
      };
    default: {
      for (const [pattern, key, args] of GSTIN_PROBLEMS) {
        const match = issue.text.match(pattern);
        if (match) return { message: `tenants.tax.problems.${key}`, args: { ...fallback, ...args(match) } };
      }
      return { message: issue.text, args: fallback };
    }
  }
};

/** The GSTIN field's check: format, check character, and that it belongs to the state picked beside it. */
const validateGstin: Validator = (value, allValues) => {
  const issue = taxIdentityIssue({ stateCode: allValues?.stateCode, gstin: value });
  return issue && issue.kind !== 'unknownState' ? taxIssueMessage(issue) : undefined;
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
