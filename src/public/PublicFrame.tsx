import type { ReactNode } from 'react';
import { Box, IconButton } from '@mui/material';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { usePreferences } from '../preferences';
import { LOCALES } from '../i18n/locales';
import { SelectField } from './Field';

// The frame of every public page: app name, theme toggle and language picker on top. Only MUI here,
// not even the router: the customer's job link page (src/track.tsx) is an entry of its own without
// one, and PublicLayout adds the router link to the landing page for the console's entry.

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

/** The header (`brand`, the language picker, the theme toggle) over the page's main content. */
export const PublicFrame = ({ brand, children }: { brand: ReactNode; children: ReactNode }) => (
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
      {brand}
      <LanguagePicker />
      <ThemeToggle />
    </Box>
    <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
      {children}
    </Box>
  </Box>
);
