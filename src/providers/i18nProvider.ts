import polyglotI18nProvider from 'ra-i18n-polyglot';
import raEnglish from 'ra-language-english';
import en from '../../i18n/en.json';
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

// Starts in English (ra-i18n-polyglot needs the initial locale synchronously); the language picker
// switches to the stored locale as soon as the console mounts.
export const buildI18nProvider = () => polyglotI18nProvider(load, 'en', LOCALES, { allowMissing: true });
