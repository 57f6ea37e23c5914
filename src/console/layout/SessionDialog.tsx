import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { requestLogin } from '../../providers/authProvider';
import { getStoredUser } from '../../providers/storage';
import { abandonSession, completeSignIn, isSessionPromptOpen, registerSessionDialog, subscribeSessionPrompt } from '../../providers/session';
import { PasswordField } from '../../public/PasswordField';
import { useSignInSubmit } from '../../public/useSignInSubmit';

/**
 * The in-place sign-in (src/providers/session.ts): when a request answers 401 and the session
 * cannot be refreshed, this modal asks for the password over the current screen. The requests
 * wait meanwhile; signing in replays them, so the route, the warehouse and whatever was typed
 * stay. Sign out is the only way from here to /sign-in.
 */
export const SessionDialog = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const open = useSyncExternalStore(subscribeSessionPrompt, isSessionPromptOpen);
  const [password, setPassword] = useState('');
  const { error, busy, setBusy, submit: trySignIn, reset } = useSignInSubmit(translate);
  const titleId = useId();
  const textId = useId();
  const email = String(getStoredUser<{ email?: string }>()?.email ?? '');

  useEffect(() => registerSessionDialog(), []);
  useEffect(() => {
    if (open) return;
    setPassword('');
    reset();
    // Only on opening and closing: `reset` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void trySignIn(email, password, async () => {
      const login = await requestLogin(email, password);
      completeSignIn(login.token, login.refreshToken);
    });
  };

  const signOut = async () => {
    setBusy(true);
    // Logout revokes and clears the session and goes to /sign-in; the waiting requests then fail.
    await logout();
    abandonSession();
  };

  return (
    <Dialog open={open} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('layout.session.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={textId}>{translate('layout.session.text')}</DialogContentText>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={translate('auth.fields.email')}
              type="email"
              name="email"
              value={email}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, autoComplete: 'username' } }}
            />
            <PasswordField
              label={translate('auth.fields.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              required
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={signOut} disabled={busy}>
            {translate('layout.session.signOut')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('auth.signIn.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
