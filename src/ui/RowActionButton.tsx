import type { MouseEvent, ReactNode } from 'react';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';

export interface RowActionButtonProps {
  label: string;
  icon?: ReactNode;
  /** True while the call runs: shows a spinner and blocks a second click. */
  busy?: boolean;
  disabled?: boolean;
  color?: ButtonProps['color'];
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The small outlined button each row action uses (one component per action wraps it). */
export const RowActionButton = ({ label, icon, busy = false, disabled = false, color = 'primary', onClick }: RowActionButtonProps) => (
  <Button
    size="small"
    variant="outlined"
    color={color}
    onClick={(event) => {
      // Rows may be clickable; an action must not also open the row.
      event.stopPropagation();
      onClick(event);
    }}
    disabled={disabled || busy}
    aria-busy={busy || undefined}
    startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : icon}
    sx={{ whiteSpace: 'nowrap', px: 1, py: 0.25, minWidth: 0, justifyContent: 'flex-start' }}
  >
    {label}
  </Button>
);
