export const DAY_MS = 24 * 60 * 60 * 1000;

export const toDate = (v: string | number | Date | null | undefined): Date | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? new Date(v.getTime()) : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/** YYYY-MM-DD of a date in UTC. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
