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
