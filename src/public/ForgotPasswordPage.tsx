import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { http, HttpError } from '../providers/http';
import { isValidEmail } from '../domain/auth';
import { usePreferences } from '../preferences';
import { Field } from './Field';
import { AuthFormPage } from './AuthForm';
import { AuthCard, PublicLayout } from './PublicLayout';

export const ForgotPasswordPage = () => {
  const { t } = usePreferences();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);

  // POST /v1/auth/forgot-password; true when the server accepted it.
  const requestReset = async (address: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await http.post('/auth/forgot-password', { email: address });
      return true;
    } catch (e) {
      const status = e instanceof HttpError ? e.status : 0;
      setFailure(status === 0 ? t('auth.forgot.errors.network') : (e as Error).message || t('auth.forgot.errors.failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setEmailError(t('auth.forgot.errors.emailRequired'));
    if (!isValidEmail(address)) return setEmailError(t('auth.forgot.errors.emailInvalid'));
    setEmailError(null);
    if (await requestReset(address)) {
      setResent(false);
      setSentTo(address);
    }
  };

  const resend = async () => {
    setResent(false);
    if (sentTo && (await requestReset(sentTo))) setResent(true);
  };

  const failureAlert = failure && (
    <Alert severity="error">
      {failure}
    </Alert>
  );

  if (sentTo) {
    return (
      <PublicLayout>
        <AuthCard title={t('auth.forgot.verifyTitle')}>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography>{t('auth.forgot.verifyText', { email: sentTo })}</Typography>
            {failureAlert}
            {resent && (
              <Alert severity="success" role="status">
                {t('auth.forgot.resent')}
              </Alert>
            )}
            <Typography variant="body2">
              {t('auth.forgot.noEmail')}{' '}
              <Link component="button" type="button" variant="body2" onClick={resend} disabled={busy}>
                {t('auth.forgot.resend')}
              </Link>
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => navigate('/sign-in')}>
                {t('auth.forgot.skip')}
              </Button>
              <Button component={RouterLink} to="/sign-in" variant="text">
                {t('auth.forgot.backToSignIn')}
              </Button>
            </Stack>
          </Stack>
        </AuthCard>
      </PublicLayout>
    );
  }

  return (
    <AuthFormPage title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} onSubmit={submit}>
      {failureAlert}
      <Field
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={!!emailError}
        helperText={emailError}
        required
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {t('auth.forgot.continue')}
      </Button>
      <Button component={RouterLink} to="/sign-in" variant="text">
        {t('auth.forgot.backToSignIn')}
      </Button>
    </AuthFormPage>
  );
};
