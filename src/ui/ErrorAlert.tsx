import type { ReactNode } from 'react';
import { Alert, AlertTitle, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorText } from './errorText';

export interface ErrorAlertProps {
  /** Already translated, e.g. 'Failed to load complaints'. */
  title: string;
  /** The failure; its server message is shown under the title. */
  error?: unknown;
  /** Optional control at the right, e.g. a Reload button. */
  action?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * Red alert with a title and the server's message (spec part 1, section 8: "Screens show it in a red
 * alert"); a message the console words itself (the CORS hint) in the console's language.
 */
export const ErrorAlert = ({ title, error, action, sx }: ErrorAlertProps) => {
  const translate = useTranslate();
  const message = errorText(error, translate);
  return (
    <Alert severity="error" role="alert" action={action} sx={sx}>
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
};
