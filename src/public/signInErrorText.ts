import { SignInError } from '../providers/authProvider';

/** Text for a failed sign-in: the translated key when there is one, else the server's own message. */
export const signInErrorText = (error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string => {
  // `_`: the English shown when the key has no text here (the server's texts are not in the sign-in page's English).
  if (error instanceof SignInError) return error.i18nKey ? t(error.i18nKey, { ...error.i18nValues, _: error.message }) : error.message;
  const message = (error as Error | undefined)?.message;
  return message || t('auth.signIn.errors.failed');
};
