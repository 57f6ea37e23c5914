import { visitDateRefusal, visitToday } from '../../domain/service';
import { DayInput } from '../../ui/DayInput';

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
 * today, India's date (issue 27). The calendar offers no earlier day, and one typed is refused at once
 * with the API's text, and again on Create before anything is sent (the API refuses it too). Blank
 * stays blank: the server says a date is required.
 */
export const VisitDayInput = ({ source, label }: { source: string; label: string }) => (
  <DayInput source={source} label={label} fullWidth helperText="" minDay={visitToday()} validate={notInThePast} beforeMinDay={notInThePast} />
);
