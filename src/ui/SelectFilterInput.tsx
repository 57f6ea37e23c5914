import { MenuItem, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export interface FilterChoice {
  id: string;
  /** An i18n key (or plain text). */
  name: string;
}

export interface SelectFilterInputProps {
  source: string;
  /** An i18n key, e.g. 'complaints.filters.status'. */
  label: string;
  choices: FilterChoice[];
  /** The i18n key of the first option, which removes the filter (nothing is sent). */
  allLabel?: string;
  /** Read by react-admin's FilterForm; a select filter is always shown. */
  alwaysOn?: boolean;
}

/**
 * A list filter select whose first option, 'All', clears the filter. Written instead of
 * react-admin's <SelectInput> so that 'All' is a real, named option (SelectInput's empty item is
 * announced as 'Clear value') and there is no clear button.
 * Use it inside <FilterLiveForm> or <FilterForm>.
 */
export const SelectFilterInput = ({ source, label, choices, allLabel = 'common.all' }: SelectFilterInputProps) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source, format: (v) => (v === null || v === undefined ? '' : String(v)), parse: (v) => v });
  return (
    <TextField
      select
      id={id}
      size="small"
      label={translate(label, { _: label })}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      sx={{ minWidth: 180 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{translate(allLabel, { _: 'All' })}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name, { _: choice.name })}
        </MenuItem>
      ))}
    </TextField>
  );
};
