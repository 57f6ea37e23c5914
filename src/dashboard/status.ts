// Status keys and chart colours shared by the dashboard's charts and legends.

/** 'in_progress' and 'inProgress' both become the key 'inProgress'. */
export const statusKey = (status: string): string =>
  String(status ?? '').replace(/[_\s-]+(\w)/g, (_, c: string) => c.toUpperCase());

// Mid-tone hues: each is readable as a bar or slice on white and on the dark slate paper.
export const STATUS_COLORS: Record<string, string> = {
  open: '#0284c7',
  assigned: '#6366f1',
  inProgress: '#d97706',
  resolved: '#16a34a',
  closed: '#64748b',
  scheduled: '#0891b2',
  completed: '#16a34a',
  cancelled: '#dc2626',
};

export interface StatusCount {
  id: string;
  label: string;
  value: number;
  color: string;
}
