import type { ReactNode } from 'react';

export type BadgeColor = 'default' | 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';

/**
 * One colour per status value across every screen: green for done/good, amber for waiting or
 * at risk, red for refused/failed/expired, blue for new or in hand, grey for closed/inactive.
 */
const STATUS_COLORS: Record<string, BadgeColor> = {
  // complaints
  open: 'info',
  assigned: 'primary',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'default',
  // parts approval, spare requests, approvals
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  delivered: 'success',
  // bookings
  scheduled: 'info',
  completed: 'success',
  cancelled: 'default',
  // warranty
  under_warranty: 'success',
  out_of_warranty: 'error',
  active: 'success',
  expiring_soon: 'warning',
  expired: 'error',
  inactive: 'default',
  // stock
  out_of_stock: 'error',
  critical: 'error',
  low_stock: 'warning',
  in_stock: 'success',
  // invoices, BOMs, commissions
  draft: 'default',
  sent: 'info',
  paid: 'success',
  overdue: 'error',
};

export const statusColor = (status: string | null | undefined): BadgeColor =>
  STATUS_COLORS[String(status ?? '').trim().toLowerCase()] ?? 'default';

export interface StatusBadgeProps {
  /** The raw value; it picks the colour. */
  status: string | null | undefined;
  /** What to show (usually the translated status); defaults to the raw value. */
  label?: ReactNode;
  /** Overrides the colour picked from the status. */
  color?: BadgeColor;
}

/**
 * A small filled badge. A plain element styled by the console theme's `.sd-badge` rules
 * (src/console/consoleTheme.ts): lists show one or two per row, and an MUI Chip each made the first
 * rows paint late.
 */
export const StatusBadge = ({ status, label, color }: StatusBadgeProps) => (
  <span className="sd-badge" data-color={color ?? statusColor(status)} data-status={status ?? undefined}>
    {label ?? status ?? ''}
  </span>
);
