import { useState, type ReactNode } from 'react';
import { InputAdornment, TextField, type SxProps, type TextFieldProps } from '@mui/material';

/** The longest a `beforeOpen` may hold the menu shut. */
const BEFORE_OPEN_MS = 1500;

// Off screen but read by assistive technology (the usual clip pattern).
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

interface AppBarSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Says what the select is to the eye, in a bar too low for a floating label. */
  icon: ReactNode;
  disabled?: boolean;
  /** Runs before the menu opens; it opens when this settles or after BEFORE_OPEN_MS (the language picker fetches fonts its names need). */
  beforeOpen?: () => Promise<unknown>;
  /** Widths and any further rules, on top of the app bar colours. */
  sx?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * A select in the top app bar (language, warehouse). The label stays for screen readers and tests;
 * the icon stands for it on screen. Readable on the coloured app bar in both themes.
 */
export const AppBarSelect = ({ label, value, onChange, icon, disabled, beforeOpen, sx, children }: AppBarSelectProps) => {
  const [open, setOpen] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const openAfter = (ready: Promise<unknown>) => {
    setWaiting(true);
    // Never longer than BEFORE_OPEN_MS: a slow network must not keep the menu shut.
    void Promise.race([ready.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, BEFORE_OPEN_MS))]).then(() => {
      setWaiting(false);
      setOpen(true);
    });
  };
  const slotProps: TextFieldProps['slotProps'] = {
    select: beforeOpen
      ? {
          open,
          onOpen: () => openAfter(beforeOpen()),
          onClose: () => setOpen(false),
          'aria-busy': waiting || undefined,
        }
      : undefined,
    inputLabel: { sx: visuallyHidden },
    input: {
      notched: false,
      startAdornment: (
        <InputAdornment position="start" sx={{ color: 'inherit', mr: 0.5 }}>
          {icon}
        </InputAdornment>
      ),
    },
  };
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={slotProps}
      sx={
        {
          mx: 1,
          '& .MuiInputBase-root, & .MuiSelect-icon': { color: 'inherit' },
          '& .MuiInputBase-root': { height: 36 },
          '& .MuiOutlinedInput-notchedOutline, & .MuiInputBase-root:hover .MuiOutlinedInput-notchedOutline': {
            borderColor: 'currentColor',
            opacity: 0.5,
          },
          '& .MuiInputBase-root.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor', opacity: 1 },
          ...sx,
        } as SxProps
      }
    >
      {children}
    </TextField>
  );
};
