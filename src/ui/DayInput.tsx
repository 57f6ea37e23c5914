import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parse } from 'date-fns';
import { useInput, useTranslate } from 'react-admin';

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
  helperText?: string | false;
}

/**
 * A day picked with MUI X's DatePicker, kept in the form or filter as 'YYYY-MM-DD' (what the APIs
 * take and filter by: a booking's day, the From / To of bookings and commission reports). A cleared
 * or half-typed day is empty, which sends nothing. Needs a LocalizationProvider above it (the page
 * has it).
 */
export const DayInput = ({ source, label, fullWidth = false, helperText = false }: DayInputProps) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source, format: (v) => v ?? '', parse: (v) => v });
  return (
    <DatePicker
      label={translate(label)}
      value={parseDay(field.value)}
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
          helperText: helperText === false ? undefined : helperText ? translate(helperText) : ' ',
        },
      }}
    />
  );
};
