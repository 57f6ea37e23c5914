import { visitDateRefusal, visitToday } from '../../domain/service';
import { DayInput } from '../../ui/DayInput';
import { validationError } from '../../ui/errorText';

/** The refusal of a past day as a form error: the API's refusal (serverText.visitDatePast), by its key. */
const notInThePast = (value: unknown) => {
  if (typeof value !== 'string' || !value) return undefined;
  const refusal = visitDateRefusal(value, visitToday());
  return refusal ? validationError(refusal) : undefined;
};

/**
 * The visit's day on the booking form: DayInput's picker ('YYYY-MM-DD' in the form) that starts at
 * today, India's date (issue 27). The calendar offers no earlier day, and one typed is refused at once
 * with the API's text, and again on Create before anything is sent (the API refuses it too). Blank
 * stays blank: the server says a date is required.
 */
export const VisitDayInput = ({ source, label }: { source: string; label: string }) => (
  <DayInput source={source} label={label} fullWidth helperText="" minDay={visitToday()} validate={notInThePast} beforeMinDay={notInThePast} />
);
