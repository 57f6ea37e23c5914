import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Checkbox, Divider, FormControlLabel, Link } from '@mui/material';
import { currentRole, signIn } from '../providers/authProvider';
import { landingScreen } from '../domain/access';
import { usePreferences } from '../preferences';
import { Field } from './Field';
import { AuthFormPage, AuthSwitchLink } from './AuthForm';
import { PasswordField } from './PasswordField';
import { ExploreDemoButton } from './ExploreDemo';
import { DemoAccounts } from './DemoAccounts';
import { DEMO_ALLOWED } from '../config';
import { leaveDemoMode } from '../providers/demoMode';
import { useSignInSubmit } from './useSignInSubmit';

// Dev server only; in a production build `import.meta.env.DEV` is false and this import disappears.
const DevBypassButton = import.meta.env.DEV ? lazy(() => import('./DevBypass')) : null;

export const SignInPage = () => {
  const { t } = usePreferences();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const { error, setError, busy, submit: trySignIn } = useSignInSubmit(t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void trySignIn(email, password, async () => {
      // Signing in with the form is not Explore Demo: a build with a real API leaves demo mode for it.
      void leaveDemoMode();
      await signIn({ email, password, remember });
      navigate(`/admin/${landingScreen(currentRole())}`);
    });
  };

  return (
    <AuthFormPage title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} onSubmit={submit}>
      {error && (
        <Alert severity="error">
          {error}
        </Alert>
      )}
      <Field
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        required
        autoFocus
      />
      <PasswordField
        label={t('auth.fields.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        required
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
          label={t('auth.signIn.remember')}
        />
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          {t('auth.signIn.forgot')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {t('auth.signIn.submit')}
      </Button>
      {DEMO_ALLOWED && (
        <>
          <Divider>{t('auth.or')}</Divider>
          <ExploreDemoButton fullWidth onStart={() => setError(null)} onError={setError} />
        </>
      )}
      {import.meta.env.DEV && DevBypassButton && (
        <Suspense fallback={null}>
          <DevBypassButton />
        </Suspense>
      )}
      <AuthSwitchLink text={t('auth.signIn.noAccount')} link={t('auth.signIn.createAccount')} to="/register" />
      {DEMO_ALLOWED && (
        <DemoAccounts
          onPick={(pickedEmail, pickedPassword) => {
            setEmail(pickedEmail);
            setPassword(pickedPassword);
            setError(null);
          }}
        />
      )}
    </AuthFormPage>
  );
};
