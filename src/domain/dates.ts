export const DAY_MS = 24 * 60 * 60 * 1000;

export const toDate = (v: string | number | Date | null | undefined): Date | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? new Date(v.getTime()) : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/** YYYY-MM-DD of a date in UTC. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

const dayStart = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00.000Z`);
const dayEnd = (day: string) => Date.parse(`${day.slice(0, 10)}T23:59:59.999Z`);

/**
 * The time span of a From / To day range, in milliseconds. The end day counts as a whole: a row
 * created at 23:30 on the To day is inside. Days are UTC days, as the server reads dateFrom and
 * dateTo, so the list and the export agree. A missing or unreadable day leaves that side open.
 */
export const dayRange = (dateFrom?: string | null, dateTo?: string | null): { start: number; end: number } => {
  const start = dateFrom ? dayStart(dateFrom) : Number.NaN;
  const end = dateTo ? dayEnd(dateTo) : Number.NaN;
  return {
    start: Number.isNaN(start) ? Number.NEGATIVE_INFINITY : start,
    end: Number.isNaN(end) ? Number.POSITIVE_INFINITY : end,
  };
};

// Dates as the business reads them (issue 27): every date the console shows or writes (a page, the
// invoice PDF, a CSV) is a day in the warehouse's time zone, India's, whatever zone the browser or
// the machine is set to. A browser in London showed an invoice issued at 01:30 IST on 27 Nov as
// 26 Nov while its PDF said 27 Nov. India keeps one zone and no daylight saving.

/** The warehouses' time zone (IANA): every date is shown and exported as a day there. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** A calendar day as stored ('2026-11-27', a due date): it is that day everywhere, not an instant. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateValue = string | number | Date | null | undefined;

/**
 * What to format: the instant and the zone to read it in. A calendar day is read at its UTC midnight
 * in UTC (so it stays that day), an instant in India's zone; null when missing or unreadable.
 */
const readDate = (value: DateValue): { date: Date; timeZone: string; dayOnly: boolean } | null => {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value.trim()) : null;
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return Number.isNaN(date.getTime()) ? null : { date, timeZone: 'UTC', dayOnly: true };
  }
  const date = toDate(value);
  return date ? { date, timeZone: BUSINESS_TIME_ZONE, dayOnly: false } : null;
};

const formats = new Map<string, Intl.DateTimeFormat>();
const formatFor = (locale: string, timeZone: string, withTime: boolean): Intl.DateTimeFormat => {
  const key = `${locale}|${timeZone}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      // Times are 24-hour in every language (issue 16 scope 5): en-IN would say 2:30 pm.
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
};

/**
 * A date as the console shows it, in India's time: '27 Nov 2026' ('27 Nov 2026, 01:30' with the time;
 * a calendar day never gets one). `locale` is an Intl locale ('en-IN', 'hi-IN'). Null when the value
 * is missing or unreadable (each caller has its own dash).
 */
export const formatBusinessDate = (value: DateValue, locale = 'en-IN', withTime = false): string | null => {
  const read = readDate(value);
  if (!read) return null;
  return formatFor(locale, read.timeZone, withTime && !read.dayOnly).format(read.date);
};

const pad = (n: number) => String(n).padStart(2, '0');
let isoParts: Intl.DateTimeFormat | undefined;

/**
 * 'YYYY-MM-DD' (with the time, 'YYYY-MM-DD HH:MM') in India's time: what a spreadsheet reads as a
 * date. A calendar day comes back as it is; null when the value is missing or unreadable.
 */
export const businessIsoDate = (value: DateValue, withTime = false): string | null => {
  const read = readDate(value);
  if (!read) return null;
  if (read.dayOnly) return read.date.toISOString().slice(0, 10);
  isoParts ??= new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    numberingSystem: 'latn',
    timeZone: BUSINESS_TIME_ZONE,
  });
  const parts: Record<string, number> = {};
  for (const part of isoParts.formatToParts(read.date)) parts[part.type] = Number(part.value);
  const day = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
  return withTime ? `${day} ${pad(parts.hour % 24)}:${pad(parts.minute)}` : day;
};
