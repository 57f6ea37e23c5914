import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parse } from 'date-fns';
import { InputHelperText, useInput, useTranslate, type ValidationErrorMessage, type Validator } from 'react-admin';

export const DAY_FORMAT = 'yyyy-MM-dd';

/** 'YYYY-MM-DD' as a local day (not UTC midnight, which other time zones would show as the day before). */
export const parseDay = (value: unknown): Date | null => {
  if (typeof value !== 'string' || !value) return null;
  const date = parse(value.slice(0, 10), DAY_FORMAT, new Date());
  return isValid(date) ? date : null;
};

export interface DayInputProps {
  source: string;
  /** An i18n key. */
  label: string;
  /** Filters are compact; the create form uses full width. */
  fullWidth?: boolean;
  /** An i18n key under the field; "" keeps a blank line (no jump when an error shows); false: none. */
  helperText?: string | false;
  /** The earliest day ('YYYY-MM-DD') the calendar offers. */
  minDay?: string;
  /** The form's check of the day (react-admin's `validate`), shown under the field. */
  validate?: Validator;
  /** What to say at once when a day before `minDay` is typed (the form says `validate`'s again on save). */
  beforeMinDay?: (day: string) => ValidationErrorMessage | undefined;
}

/**
 * A day picked with MUI X's DatePicker, kept in the form or filter as 'YYYY-MM-DD' (what the APIs
 * take and filter by: a booking's day, the From / To of bookings and commission reports). A cleared
 * or half-typed day is empty, which sends nothing. Needs a LocalizationProvider above it (the page
 * has it).
 */
export const DayInput = ({ source, label, fullWidth = false, helperText = false, minDay, validate, beforeMinDay }: DayInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, format: (v) => v ?? '', parse: (v) => v, validate });
  const [early, setEarly] = useState(false);
  const typedEarly = early && beforeMinDay && typeof field.value === 'string' ? beforeMinDay(field.value) : undefined;
  const error = fieldState.error?.message ?? typedEarly;
  return (
    <DatePicker
      label={translate(label)}
      value={parseDay(field.value)}
      minDate={minDay ? (parseDay(minDay) ?? undefined) : undefined}
      onError={(reason) => setEarly(reason === 'minDate')}
      onChange={(date) => field.onChange(date && isValid(date) ? format(date, DAY_FORMAT) : '')}
      inputRef={field.ref}
      slotProps={{
        field: { clearable: true },
        textField: {
          id,
          name: field.name,
          size: 'small',
          fullWidth,
          onBlur: field.onBlur,
          sx: fullWidth ? undefined : { width: 180 },
          error: Boolean(error),
          // A blank line below the field when all is well keeps it from jumping when an error shows.
          helperText: error ? <InputHelperText error={error} /> : helperText === false ? undefined : helperText ? translate(helperText) : ' ',
        },
      }}
    />
  );
};
