import { useId, type ChangeEvent, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';

// Light replacements for TextField: TextField pulls in the menu-based Select, Modal and Popover,
// which the public shell never shows; these keep its first load small (docs/performance.md).

export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  /** A text area of `minRows` rows that grows with its text. */
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
}

/** An outlined, labelled text input whose helper text is tied to it with aria-describedby. */
export const Field = ({ label, value, onChange, name, type = 'text', autoComplete, required, autoFocus, error, helperText, endAdornment, multiline, minRows, maxLength }: FieldProps) => {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth size="small" variant="outlined" required={required} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        onChange={(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value)}
        endAdornment={endAdornment}
        multiline={multiline}
        minRows={minRows}
        inputProps={{ 'aria-describedby': helperText ? helperId : undefined, maxLength }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};

/** A labelled native select: keyboard friendly and with no menu code. */
export const SelectField = ({
  label,
  value,
  onChange,
  options,
  minWidth,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string; lang?: string }[];
  minWidth?: number;
}) => {
  const id = useId();
  return (
    <FormControl size="small" variant="outlined" sx={{ minWidth }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value)}
        input={<OutlinedInput label={label} id={id} />}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
};
