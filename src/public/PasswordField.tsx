import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { usePreferences } from '../preferences';
import { Field, type FieldProps } from './Field';

/** A password input with a named show/hide button. */
export const PasswordField = (props: Omit<FieldProps, 'type' | 'endAdornment'>) => {
  const { t } = usePreferences();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            size="small"
            aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword', { field: props.label })}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
