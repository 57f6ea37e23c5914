import { FormControlLabel, Switch } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export interface UnreadOnlyFilterProps {
  source: string;
  /** An i18n key. */
  label: string;
  /** Read by react-admin's FilterForm; the toggle is always shown. */
  alwaysOn?: boolean;
}

/**
 * A toggle that, when on, asks for unread notifications only (isRead=false); when off it sends no
 * filter at all. The value is the string the query carries, so the URL and the call agree.
 */
export const UnreadOnlyFilter = ({ source, label }: UnreadOnlyFilterProps) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source, format: (v) => v, parse: (v) => v });
  const checked = field.value === 'false' || field.value === false;
  return (
    <FormControlLabel
      label={translate(label, { _: label })}
      control={
        <Switch
          id={id}
          checked={checked}
          onChange={(event) => field.onChange(event.target.checked ? 'false' : '')}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
    />
  );
};
