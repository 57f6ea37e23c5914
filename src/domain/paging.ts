/** Next is disabled once page x limit reaches the total; Prev on page 1. */
export const canGoNext = (page: number, limit: number, total: number) => page * limit < total;
export const canGoPrev = (page: number) => page > 1;

/** Row positions [start, end) of page (1-based) and limit: at least 1, at most 500 rows a page. */
export const pageBounds = (page: number, limit: number): { start: number; end: number } => {
  const p = Math.max(1, Math.floor(page) || 1);
  const l = Math.max(1, Math.min(500, Math.floor(limit) || 10));
  return { start: (p - 1) * l, end: p * l };
};

/** Server-side slice of a list for page (1-based) and limit. */
export const pageSlice = <T>(rows: T[], page: number, limit: number): T[] => {
  const { start, end } = pageBounds(page, limit);
  return rows.slice(start, end);
};
