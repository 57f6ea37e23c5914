import { useState } from 'react';
import { signInFormValid } from '../domain/auth';
import { signInErrorText } from './signInErrorText';

/**
 * The submit of both sign-in forms (the page and the console's in-place dialog): the spec's check of
 * the two fields, then `attempt`, and a refusal in the spec's words. Busy stays on after a success,
 * which leaves the form (the page navigates, the dialog closes).
 */
export const useSignInSubmit = (t: (key: string, options?: Record<string, unknown>) => string) => {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (email: string, password: string, attempt: () => Promise<unknown>) => {
    if (!signInFormValid(email, password)) {
      setError(t('auth.signIn.invalidForm'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await attempt();
    } catch (e) {
      setError(signInErrorText(e, t));
      setBusy(false);
    }
  };
  /** Back to a fresh form (the dialog, when it closes). */
  const reset = () => {
    setError(null);
    setBusy(false);
  };
  return { error, setError, busy, setBusy, submit, reset };
};
