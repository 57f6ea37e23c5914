import polyglotI18nProvider from 'ra-i18n-polyglot';
import raEnglish from 'ra-language-english';
import en from '../../i18n/en.json';
import { storedLocale } from '../i18n/messages';
import { LOCALES } from '../i18n/translate';

// react-admin's own messages plus ours; Hindi (ours and react-admin's) is loaded on demand.
const englishAll = { ...raEnglish, ...en, ra: { ...raEnglish.ra, ...((en as any).ra ?? {}) } };

const load = (locale: string): any => {
  if (locale === 'hi') {
    return Promise.all([import('../../i18n/hi.json'), import('../../i18n/ra.hi.json')]).then(([hi, raHi]) => {
      const app = hi.default as Record<string, any>;
      return { ...app, ra: { ...raEnglish.ra, ...(raHi.default as any).ra, ...(app.ra ?? {}) } };
    });
  }
  return englishAll;
};

export const buildI18nProvider = () =>
  polyglotI18nProvider(load, storedLocale(), LOCALES, { allowMissing: true });
