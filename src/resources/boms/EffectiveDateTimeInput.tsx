import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useInput, useTranslate } from 'react-admin';

/** A react-admin input over MUI's DateTimePicker (date and time); the form value is a Date. */
export const EffectiveDateTimeInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput<Date | null>({ source });
  const invalid = Boolean(fieldState.error);
  return (
    <DateTimePicker
      label={translate(label)}
      value={field.value ?? null}
      onChange={(value) => field.onChange(value)}
      inputRef={field.ref}
      ampm={false}
      slotProps={{
        textField: {
          id,
          name: field.name,
          onBlur: field.onBlur,
          error: invalid,
          helperText: invalid ? translate(fieldState.error?.message ?? '') : ' ',
          fullWidth: true,
          size: 'small',
        },
      }}
    />
  );
};
