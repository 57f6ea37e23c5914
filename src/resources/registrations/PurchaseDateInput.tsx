import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parse } from 'date-fns';
import { FieldTitle, useInput, useTranslate } from 'react-admin';

const DAY_FORMAT = 'yyyy-MM-dd';

/** The form keeps the day as 'YYYY-MM-DD' (what POST /api/warranties receives); the picker wants a Date. */
const toPickerValue = (value: unknown): Date | null => {
  if (typeof value !== 'string' || !value) return null;
  const date = parse(value, DAY_FORMAT, new Date());
  return isValid(date) ? date : null;
};

export interface PurchaseDateInputProps {
  source: string;
  /** An i18n key. */
  label: string;
  /** Shows the required mark; the check itself runs on submit. */
  isRequired?: boolean;
}

/**
 * A react-admin input over MUI's DatePicker (docs/architecture.md, "The stack": date inputs use
 * @mui/x-date-pickers). Needs a LocalizationProvider above it. Future days cannot be picked: the
 * server refuses a purchase after today.
 */
export const PurchaseDateInput = ({ source, label, isRequired = false }: PurchaseDateInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, isRequired });
  return (
    <DatePicker
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={toPickerValue(field.value)}
      onChange={(date) => field.onChange(date && isValid(date) ? format(date, DAY_FORMAT) : '')}
      inputRef={field.ref}
      disableFuture
      slotProps={{
        textField: {
          id,
          name: field.name,
          size: 'small',
          fullWidth: true,
          onBlur: field.onBlur,
          error: fieldState.invalid,
          helperText: fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : ' ',
        },
      }}
    />
  );
};
