import { SignInError } from '../providers/authProvider';

/** Text for a failed sign-in: the translated key when there is one, else the server's own message. */
export const signInErrorText = (error: unknown, t: (key: string) => string): string => {
  if (error instanceof SignInError) return error.i18nKey ? t(error.i18nKey) : error.message;
  const message = (error as Error | undefined)?.message;
  return message || t('auth.signIn.errors.failed');
};
