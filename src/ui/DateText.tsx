import { useLocaleState } from 'react-admin';
import { toDate } from '../domain/dates';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (locale: string, withTime: boolean) => {
  const key = `${locale}|${withTime}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(`${locale}-IN`, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      // Times are 24-hour in every language (issue 16 scope 5): en-IN would say 2:30 pm.
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    formatters.set(key, f);
  }
  return f;
};

/** Formats a date as DateText shows it, for dates inside a sentence (a dash when missing or invalid). */
export const useFormatDate = () => {
  const [locale] = useLocaleState();
  return (value: string | number | Date | null | undefined, withTime = false) => {
    const date = toDate(value ?? null);
    return date ? formatterFor(locale, withTime).format(date) : '—';
  };
};

/** A date in the console's language (e.g. "5 Mar 2025"); a dash when missing or invalid. */
export const DateText = ({ value, withTime = false }: { value: string | number | Date | null | undefined; withTime?: boolean }) => {
  const [locale] = useLocaleState();
  const date = toDate(value ?? null);
  if (!date) return <span>—</span>;
  return (
    <time dateTime={date.toISOString()} style={{ whiteSpace: 'nowrap' }}>
      {formatterFor(locale, withTime).format(date)}
    </time>
  );
};
