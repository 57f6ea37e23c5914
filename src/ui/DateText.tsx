import { useLocaleState } from 'react-admin';
import { formatBusinessDate, toDate } from '../domain/dates';

// Every date in the warehouse's time zone, India's, whatever the browser's (src/domain/dates.ts):
// the page, the invoice PDF and the CSV exports show the same day.

/** Formats a date as DateText shows it, for dates inside a sentence (a dash when missing or invalid). */
export const useFormatDate = () => {
  const [locale] = useLocaleState();
  return (value: string | number | Date | null | undefined, withTime = false) => formatBusinessDate(value, `${locale}-IN`, withTime) ?? '—';
};

/** A date in the console's language (e.g. "5 Mar 2025"), in India's time; a dash when missing or invalid. */
export const DateText = ({ value, withTime = false }: { value: string | number | Date | null | undefined; withTime?: boolean }) => {
  const [locale] = useLocaleState();
  const date = toDate(value ?? null);
  const text = formatBusinessDate(value, `${locale}-IN`, withTime);
  if (!date || !text) return <span>—</span>;
  return (
    <time dateTime={date.toISOString()} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </time>
  );
};
