import type { Locale } from './translate';

/**
 * The Intl locale of a language (i18n/<code>.json): its Indian variant (`hi-IN`), a code with a
 * region as it is (`pt-BR`), and Indian English for a code Intl does not take. Not in locales.ts: the
 * console's screens use it, the sign-in page (whose JavaScript budget is nearly full) does not.
 */
export const intlLocale = (locale: Locale): string => {
  try {
    return Intl.getCanonicalLocales(locale.includes('-') ? locale : `${locale}-IN`)[0];
  } catch {
    return 'en-IN';
  }
};
