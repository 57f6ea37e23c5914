import { Box, Button } from '@mui/material';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../config';
import { usePreferences } from '../preferences';

/**
 * The demo accounts under the sign-in form (issue 17): each one fills the e-mail and password, it
 * does not sign in. Only rendered where DEMO_ALLOWED, so a real-API build leaves it (and the
 * accounts) out. Plain markup on the page's own MUI imports: the sign-in page's JS budget is tight.
 */
export const DemoAccounts = ({ onPick }: { onPick: (email: string, password: string) => void }) => {
  const { t } = usePreferences();
  return (
    <Box component="section" aria-labelledby="demo-accounts" sx={{ typography: 'body2' }}>
      <Box component="h2" id="demo-accounts" sx={{ typography: 'subtitle2', m: 0 }}>
        {t('auth.signIn.demoAccounts.title')}
      </Box>
      <Box component="p" sx={{ color: 'text.secondary', mt: 0.5, mb: 1 }}>
        {t('auth.signIn.demoAccounts.hint', { password: DEMO_PASSWORD })}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {Object.entries(DEMO_ACCOUNTS).map(([role, email]) => (
          <li key={role}>
            <Button
              size="small"
              fullWidth
              onClick={() => onPick(email, DEMO_PASSWORD)}
              sx={{ justifyContent: 'space-between', textTransform: 'none', gap: 1, textAlign: 'left', minHeight: { xs: 44, sm: 0 } }}
            >
              <span>{email}</span>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t(`auth.signIn.demoAccounts.roles.${role}`)}
              </Box>
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
};
