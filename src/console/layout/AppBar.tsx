import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { ThemeToggle } from './ThemeToggle';
import { LanguagePicker } from './LanguagePicker';
import { NotificationsMenu } from './NotificationsMenu';
import { ProfileMenu } from './ProfileMenu';
import { TenantSwitcher } from './TenantSwitcher';
import { AfterFirstScreen } from './AfterFirstScreen';
import { SearchLauncher } from './SearchLauncher';
import { MoreMenu } from './MoreMenu';

/** Below MUI's `sm` breakpoint (a phone): the bar keeps the bell and the profile, the rest folds into More. */
const phoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

const Toolbar = () => {
  const translate = useTranslate();
  const phone = useMediaQuery(phoneQuery, { noSsr: true });
  // react-admin hands extra props to the spinner; without a name axe reports it (aria-progressbar-name).
  const spinnerName = { 'aria-label': translate('app.loading') } as object;
  return (
    <AfterFirstScreen>
      {phone ? null : (
        <>
          <SearchLauncher />
          <TenantSwitcher />
          <LanguagePicker />
          <ThemeToggle />
        </>
      )}
      <NotificationsMenu />
      {phone ? <MoreMenu /> : null}
      <LoadingIndicator {...spinnerName} />
    </AfterFirstScreen>
  );
};

/**
 * Indigo bar in light mode, slate with a hairline in dark mode (an indigo bar on a dark page glares).
 * Brand on the left, then the title a screen may set with react-admin's <Title>.
 */
export const AppBar = () => {
  const translate = useTranslate();
  return (
    <RaAppBar
      // Always shown: an admin console keeps its bar (and the warehouse in view) while scrolling long lists.
      alwaysOn
      toolbar={<Toolbar />}
      userMenu={
        <AfterFirstScreen>
          <ProfileMenu />
        </AfterFirstScreen>
      }
      elevation={0}
      sx={(theme) => ({
        backgroundImage: 'none',
        bgcolor: theme.palette.mode === 'dark' ? 'background.paper' : 'primary.main',
        color: theme.palette.mode === 'dark' ? 'text.primary' : 'primary.contrastText',
        borderBottom: theme.palette.mode === 'dark' ? `1px solid ${theme.palette.divider}` : 'none',
      })}
    >
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, mr: 2 }}>
        <SupportAgentOutlined aria-hidden />
        <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {translate('app.name')}
        </Typography>
      </Box>
      {/* A long title ends in an ellipsis instead of pushing the bell and the profile off a phone's screen. */}
      <TitlePortal variant="subtitle1" noWrap sx={{ opacity: 0.85, minWidth: 0 }} />
    </RaAppBar>
  );
};
