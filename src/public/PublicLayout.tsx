import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Paper, Typography } from '@mui/material';
import { usePreferences } from '../preferences';
import { PublicFrame } from './PublicFrame';

// The frame of the public pages of the console's entry: the app name links to the landing page.

export const PublicLayout = ({ children }: { children: ReactNode }) => {
  const { t } = usePreferences();
  return (
    <PublicFrame
      brand={
        <Link component={RouterLink} to="/landing" underline="none" color="text.primary" sx={{ fontWeight: 700, fontSize: '1.1rem', flexGrow: 1 }}>
          {t('app.name')}
        </Link>
      }
    >
      {children}
    </PublicFrame>
  );
};

/** A centred card for the sign-in, sign-up and forgot-password forms. */
export const AuthCard = ({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) => (
  <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Paper>
  </Box>
);
