import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/**
 * The frame of a console screen: its title in the app bar (an i18n key), the cards stacked below, in
 * one column no wider than the screen (minmax(0, 1fr): a wide table scrolls in its own box instead).
 */
export const ScreenPage = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, py: 2 }}>
      <Title title={translate(title)} />
      {children}
    </Box>
  );
};
