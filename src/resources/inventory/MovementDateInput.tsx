import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { endOfDay, isValid } from 'date-fns';
import { useInput, useTranslate, type Validator } from 'react-admin';

/** A picked day must be a real date and not later than today (stock cannot move in the future). */
export const validateMovementDate: Validator = (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  if (!(value instanceof Date) || !isValid(value)) return 'inventory.form.errors.invalidDate';
  if (value.getTime() > endOfDay(new Date()).getTime()) return 'inventory.form.errors.futureDate';
  return undefined;
};

export interface MovementDateInputProps {
  source: string;
  /** An i18n key. */
  label: string;
  helperText?: string;
}

/**
 * 'Movement Date' with the MUI X date picker, bound to the react-admin form. The value is a Date
 * (or null); the form turns it into the payload's ISO string. Needs a LocalizationProvider above.
 */
export const MovementDateInput = ({ source, label, helperText }: MovementDateInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, validate: validateMovementDate });
  const problem = fieldState.invalid && fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : null;
  return (
    <DatePicker
      label={translate(label)}
      value={field.value instanceof Date ? field.value : null}
      onChange={(value) => field.onChange(value)}
      disableFuture
      inputRef={field.ref}
      slotProps={{
        textField: {
          id,
          name: field.name,
          onBlur: field.onBlur,
          size: 'small',
          fullWidth: true,
          margin: 'dense',
          error: Boolean(problem),
          helperText: problem ?? (helperText ? translate(helperText) : ' '),
        },
      }}
    />
  );
};
