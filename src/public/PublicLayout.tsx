import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, IconButton, Link, Paper, Typography } from '@mui/material';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { usePreferences } from '../preferences';
import { LOCALES } from '../i18n/locales';
import { SelectField } from './Field';

// The frame of every public page: app name, theme toggle and language picker on top.
// Only MUI and the router here: react-admin belongs to the console chunk.

export const ThemeToggle = () => {
  const { mode, toggleMode, t } = usePreferences();
  const label = t('app.theme.toggle');
  // A native title, not a MUI Tooltip: Popper is not worth its weight on the public pages.
  return (
    <IconButton
      onClick={toggleMode}
      aria-label={label}
      title={mode === 'dark' ? t('app.theme.light') : t('app.theme.dark')}
      color="inherit"
    >
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
};

export const LanguagePicker = () => {
  const { locale, setLocale, t } = usePreferences();
  return (
    <SelectField
      label={t('app.language.label')}
      value={locale}
      onChange={setLocale}
      options={LOCALES.map((l) => ({ value: l.locale, label: l.name, lang: l.locale }))}
      minWidth={130}
    />
  );
};

export const PublicLayout = ({ children }: { children: ReactNode }) => {
  const { t } = usePreferences();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 2, sm: 4 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <SupportAgentOutlined color="primary" aria-hidden />
        <Link
          component={RouterLink}
          to="/landing"
          underline="none"
          color="text.primary"
          sx={{ fontWeight: 700, fontSize: '1.1rem', flexGrow: 1 }}
        >
          {t('app.name')}
        </Link>
        <LanguagePicker />
        <ThemeToggle />
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
    </Box>
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
