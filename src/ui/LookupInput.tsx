import type { SxProps, Theme } from '@mui/material';
import { AutocompleteInput, ReferenceInput, TextInput, type RaRecord, type Validator } from 'react-admin';
import { useAccess } from './useAccess';

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** Ids are positive whole numbers; a blank passes (required() reports blanks). */
export const wholeNumber: Validator = (value: unknown) =>
  isBlank(value) || /^\d+$/.test(String(value).trim()) ? undefined : 'ui.lookup.wholeNumber';

export interface LookupInputProps {
  source: string;
  /** The resource picked from (a screen name, e.g. `service/customers`). */
  reference: string;
  label: string;
  helperText?: string;
  /** The query a typed text becomes (default `{ search }`: name, phone, serial or SKU, or an id, as the API searches). */
  filterToQuery?: (text: string) => Record<string, unknown>;
  /** Fixed filters of the choices, e.g. the registrations of the chosen customer. */
  filter?: Record<string, unknown>;
  optionText?: string | ((record: RaRecord) => string);
  validate?: Validator[];
  /** Marks the field required (the form checks it on submit). */
  isRequired?: boolean;
  /** Called with the picked record (to fill other fields from it). */
  onPick?: (record: RaRecord | undefined) => void;
  /** Default true (a form's field); a filter bar's lookup sits beside the other filters. */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

const bySearch = (search: string) => ({ search });

/** How a customer reads in a lookup: name and phone (two customers may share a name). */
export const customerOptionText = (customer: RaRecord) => [customer.name, customer.phone].filter(Boolean).join(' · ');

/**
 * Choices are asked for once the user types (or a fixed filter narrows them, e.g. a customer's
 * registrations), not when the form renders: a form of three lookups asked for three lists at once,
 * beside the screen's own first page (docs/performance.md).
 */
const whenNarrowed = (fixed?: Record<string, unknown>) => (filters: Record<string, unknown>) =>
  Object.entries(filters ?? {}).some(([key, value]) => !(fixed && key in fixed) && value !== undefined && value !== '') ||
  Boolean(fixed && Object.values(fixed).some((v) => v !== undefined && v !== null && v !== ''));

/**
 * A field that takes another record's id, as a lookup (docs/architecture.md, "The record model";
 * README, "Deliberate departures from the spec": ids are never typed blind): react-admin's ReferenceInput
 * + AutocompleteInput searching the API as the user types, so a name, phone, serial, SKU or an id all
 * find the record. A role that may not list that resource (a customer has no customer list) keeps a plain
 * id field, checked as a whole number.
 */
export const LookupInput = ({
  source,
  reference,
  label,
  helperText,
  filterToQuery = bySearch,
  filter,
  optionText,
  validate = [],
  isRequired,
  onPick,
  fullWidth = true,
  sx,
}: LookupInputProps) => {
  const { canAccess } = useAccess(reference, 'list');
  if (!canAccess)
    return (
      <TextInput
        fullWidth={fullWidth}
        sx={sx}
        source={source}
        label={label}
        validate={[...validate, wholeNumber]}
        isRequired={isRequired}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    );
  return (
    <ReferenceInput source={source} reference={reference} filter={filter} perPage={20} enableGetChoices={whenNarrowed(filter)}>
      <AutocompleteInput
        fullWidth={fullWidth}
        sx={sx}
        label={label}
        helperText={helperText}
        filterToQuery={filterToQuery}
        optionText={optionText}
        validate={validate}
        isRequired={isRequired}
        onChange={(_value, record) => onPick?.(record as RaRecord | undefined)}
      />
    </ReferenceInput>
  );
};
