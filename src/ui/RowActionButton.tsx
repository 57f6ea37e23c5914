import type { MouseEvent, ReactNode } from 'react';

export type RowActionColor = 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';

export interface RowActionButtonProps {
  label: string;
  icon?: ReactNode;
  /** True while the call runs: shows a spinner and blocks a second click. */
  busy?: boolean;
  disabled?: boolean;
  color?: RowActionColor;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * The small outlined button each row action uses (one component per action wraps it). A plain
 * button styled by the console theme's `.sd-row-action` rules (src/console/consoleTheme.ts):
 * lists render dozens of them, and an MUI Button each made the first rows paint late.
 */
export const RowActionButton = ({ label, icon, busy = false, disabled = false, color = 'primary', onClick }: RowActionButtonProps) => (
  <button
    type="button"
    className="sd-row-action"
    data-color={color}
    onClick={(event) => {
      // Rows may be clickable; an action must not also open the row.
      event.stopPropagation();
      onClick(event);
    }}
    disabled={disabled || busy}
    aria-busy={busy || undefined}
  >
    {busy ? <span className="sd-row-action-spinner" aria-hidden /> : icon}
    {label}
  </button>
);
