import { useTranslate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { usePreferences } from '../../preferences';

/** Light/dark switch; the mode lives in the preferences (localStorage `theme`) and App.tsx builds the console theme from it. */
export const ThemeToggle = () => {
  const translate = useTranslate();
  const { mode, toggleMode } = usePreferences();
  return (
    <Tooltip title={translate(mode === 'dark' ? 'app.theme.light' : 'app.theme.dark')}>
      <IconButton onClick={toggleMode} aria-label={translate('app.theme.toggle')} color="inherit">
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
};
