import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { visitDateRefusal, visitToday } from '../../domain/service';
import { DAY_FORMAT, parseDay } from '../../ui/DayInput';

/**
 * The console's words for the refusal of a past day: the API's text (serverText.visitDatePast), which
 * the console's English does not carry (it shows the server's own English), under a key of its own.
 */
export const VISIT_DATE_PAST_TEXT = 'bookings.visitDatePast';

/** The refusal of a past day as a form error. */
const notInThePast = (value: unknown) => {
  if (typeof value !== 'string' || !value) return undefined;
  const refusal = visitDateRefusal(value, visitToday());
  return refusal ? { message: VISIT_DATE_PAST_TEXT, args: refusal.params } : undefined;
};

/**
 * The visit's day on the booking form: DayInput's picker ('YYYY-MM-DD' in the form) that starts at
 * today, India's date (issue 27). The calendar offers no earlier day, and one typed is refused here
 * with the API's text before anything is sent (the API refuses it too). Blank stays blank: the
 * server says a date is required.
 */
export const VisitDayInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const today = visitToday();
  const { field, fieldState, id } = useInput({ source, format: (v) => v ?? '', parse: (v) => v, validate: notInThePast });
  // The picker says at once when a typed day is before today; the form says it again on Create.
  const [early, setEarly] = useState(false);
  const refusal = early && typeof field.value === 'string' ? visitDateRefusal(field.value, today) : null;
  const error = fieldState.error?.message ?? (refusal ? { message: VISIT_DATE_PAST_TEXT, args: refusal.params } : undefined);
  return (
    <DatePicker
      label={translate(label)}
      value={parseDay(field.value)}
      minDate={parseDay(today) ?? undefined}
      onError={(reason) => setEarly(reason === 'minDate')}
      onChange={(date) => field.onChange(date && isValid(date) ? format(date, DAY_FORMAT) : '')}
      inputRef={field.ref}
      slotProps={{
        field: { clearable: true },
        textField: {
          id,
          name: field.name,
          size: 'small',
          fullWidth: true,
          onBlur: field.onBlur,
          error: Boolean(error),
          // A blank line below the field when all is well, as DayInput keeps (no jump when a refusal shows).
          helperText: error ? <InputHelperText error={error} /> : ' ',
        },
      }}
    />
  );
};
