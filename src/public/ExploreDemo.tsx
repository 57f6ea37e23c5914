import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, STORAGE_KEYS } from '../config';
import { signIn } from '../providers/authProvider';
import { usePreferences } from '../preferences';
import { signInErrorText } from './signInErrorText';

/**
 * Explore Demo: switch the in-browser demo backend on and sign in as the demo super admin.
 * Errors are reported to the page, which shows them like sign-in errors.
 */
export const ExploreDemoButton = ({
  onError,
  onStart,
  ...props
}: { onError: (message: string) => void; onStart?: () => void } & Omit<ButtonProps, 'onClick' | 'onError'>) => {
  const { t } = usePreferences();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    onStart?.();
    setBusy(true);
    localStorage.setItem(STORAGE_KEYS.demoMode, '1');
    try {
      await signIn({ email: DEMO_ACCOUNTS.superAdmin, password: DEMO_PASSWORD, remember: true });
      navigate('/admin/dashboard');
    } catch (e) {
      setBusy(false);
      onError(signInErrorText(e, t));
    }
  };

  return (
    <Button
      variant="outlined"
      // Starting the demo fetches its backend and signs in: on a first start that takes a moment.
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <RocketLaunchOutlined />}
      aria-busy={busy}
      {...props}
      onClick={start}
      disabled={busy || props.disabled}
    >
      {t('public.exploreDemo')}
    </Button>
  );
};
