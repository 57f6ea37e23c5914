import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Stack, Typography } from '@mui/material';
import { AuthCard, PublicLayout } from './PublicLayout';

interface AuthFormPageProps {
  title: string;
  subtitle?: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** A public page with one form in the centred card (sign in, sign up, forgot password); the form is named by the title. */
export const AuthFormPage = ({ title, subtitle, onSubmit, children }: AuthFormPageProps) => (
  <PublicLayout>
    <AuthCard title={title} subtitle={subtitle}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
        <Stack spacing={2} sx={{ mt: 2 }}>
          {children}
        </Stack>
      </Box>
    </AuthCard>
  </PublicLayout>
);

/** "No account? Create one" under a form: a line of text ending in a link to the other form. */
export const AuthSwitchLink = ({ text, link, to }: { text: string; link: string; to: string }) => (
  <Typography variant="body2" sx={{ textAlign: 'center' }}>
    {text}{' '}
    <Link component={RouterLink} to={to}>
      {link}
    </Link>
  </Typography>
);
