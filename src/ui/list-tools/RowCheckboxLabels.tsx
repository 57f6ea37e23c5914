import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * react-admin's row checkbox puts its "Select this row" label on the MUI Checkbox's outer span,
 * so the input itself is unnamed (axe: label, aria-prohibited-attr). Inside the table only, the
 * checkboxes' inputs are named by default; a checkbox with a name of its own keeps it.
 */
export const RowCheckboxLabels = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const label = translate('ra.action.select_row', { _: 'Select this row' });
  return (
    <ThemeProvider
      theme={(outer: Theme) => ({
        ...outer,
        components: {
          ...outer.components,
          MuiCheckbox: {
            ...outer.components?.MuiCheckbox,
            defaultProps: { ...outer.components?.MuiCheckbox?.defaultProps, slotProps: { input: { 'aria-label': label } } },
          },
        },
      })}
    >
      {children}
    </ThemeProvider>
  );
};
