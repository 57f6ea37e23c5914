import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Stack,
} from '@mui/material';
import Google from '@mui/icons-material/Google';
import Facebook from '@mui/icons-material/Facebook';
import { http, HttpError } from '../providers/http';
import { signUpErrorKey, validateSignUp, type SignUpErrors, type SignUpValues } from '../domain/auth';
import { SIGN_UP_REDIRECT_MS } from '../config';
import { usePreferences } from '../preferences';
import { Field } from './Field';
import { AuthFormPage, AuthSwitchLink } from './AuthForm';
import { PasswordField } from './PasswordField';

const EMPTY: SignUpValues = { username: '', email: '', password: '', confirmPassword: '', terms: false };

interface RegisterResponse {
  success?: boolean;
  message?: string;
}

export const SignUpPage = () => {
  const { t } = usePreferences();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<SignUpErrors>({});
  // Once a submit was tried, errors follow the fields as they are corrected.
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const change = <K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateSignUp(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateSignUp(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      // Only these three go to the server: the confirmation and the terms box stay here.
      const response = await http.post<RegisterResponse | undefined>('/api/users/register', {
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      if (response && response.success === false) {
        setFailure(response.message || t('auth.signUp.errors.unsuccessful'));
        setBusy(false);
        return;
      }
      setSuccess(t('auth.signUp.success'));
      redirectTimer.current = setTimeout(() => navigate('/sign-in'), SIGN_UP_REDIRECT_MS);
    } catch (e) {
      const status = e instanceof HttpError ? e.status : 0;
      const body = e instanceof HttpError ? (e.body as { message?: string } | undefined) : undefined;
      const result = signUpErrorKey(status, typeof body?.message === 'string' ? body.message : undefined);
      setFailure('key' in result ? t(result.key) : result.message);
      setBusy(false);
    }
  };

  const fieldError = (field: keyof SignUpValues) => (errors[field] ? t(errors[field]!) : undefined);

  return (
    <AuthFormPage title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')} onSubmit={submit}>
      {failure && (
        <Alert severity="error">
          {failure}
        </Alert>
      )}
      {success && (
        <Alert severity="success">
          {success}
        </Alert>
      )}
      {/* Social sign-up is inert (spec part 1 section 2): shown, disabled, and named as such. */}
      <Stack direction="row" spacing={1}>
        <Button
          fullWidth
          variant="outlined"
          startIcon={<Google />}
          disabled
          aria-label={`${t('auth.signUp.google')} (${t('auth.signUp.socialUnavailable')})`}
        >
          Google
        </Button>
        <Button
          fullWidth
          variant="outlined"
          startIcon={<Facebook />}
          disabled
          aria-label={`${t('auth.signUp.facebook')} (${t('auth.signUp.socialUnavailable')})`}
        >
          Facebook
        </Button>
      </Stack>
      <Divider>{t('auth.or')}</Divider>
      <Field
        label={t('auth.fields.username')}
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={(value) => change('username', value)}
        error={!!errors.username}
        helperText={fieldError('username')}
        required
        autoFocus
      />
      <Field
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => change('email', value)}
        error={!!errors.email}
        helperText={fieldError('email')}
        required
      />
      <PasswordField
        label={t('auth.fields.password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => change('password', value)}
        error={!!errors.password}
        helperText={fieldError('password') ?? t('auth.signUp.passwordHint')}
        required
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(value) => change('confirmPassword', value)}
        error={!!errors.confirmPassword}
        helperText={fieldError('confirmPassword')}
        required
      />
      <FormControl error={!!errors.terms}>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.terms}
              onChange={(e) => change('terms', e.target.checked)}
              slotProps={{ input: { 'aria-describedby': errors.terms ? 'sign-up-terms-error' : undefined } }}
            />
          }
          label={t('auth.signUp.terms')}
        />
        {errors.terms && <FormHelperText id="sign-up-terms-error">{t(errors.terms)}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || !!success}>
        {t('auth.signUp.submit')}
      </Button>
      <AuthSwitchLink text={t('auth.signUp.haveAccount')} link={t('auth.signUp.signInLink')} to="/sign-in" />
    </AuthFormPage>
  );
};
