import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import raEnglish from 'ra-language-english';
// In the build, only the layout's and the dashboard's parts (src/i18n/messageParts.js); the rest
// comes with the first other screen (loadConsoleEnglish). Dev and tests import the whole file.
import en from '../../i18n/en.json';
import { LOCALES, isLocale, loadMessages } from '../i18n/locales';
import { loadFontFor } from '../i18n/scriptFonts';

// react-admin's own messages plus ours; another language's (i18n/<code>.json, and react-admin's in
// i18n/ra.<code>.json when there is one, else English) is loaded when picked.
let englishAll: Record<string, any> = { ...raEnglish, ...en, ra: { ...raEnglish.ra, ...((en as any).ra ?? {}) } };

const raFiles = import.meta.glob<{ ra?: Record<string, unknown> }>('../../i18n/ra.*.json', { import: 'default' });

const load = (locale: string): any => {
  if (locale === 'en' || !isLocale(locale)) return englishAll;
  const raFile = raFiles[`../../i18n/ra.${locale}.json`];
  return Promise.all([loadMessages(locale), raFile?.(), loadFontFor(locale)]).then(([app, ra]) => ({
    ...app,
    ra: { ...raEnglish.ra, ...ra?.ra, ...((app.ra as object | undefined) ?? {}) },
  }));
};

const providers = new Set<I18nProvider>();
let restOfEnglish: Promise<void> | undefined;

/**
 * Fetches the console's English past the dashboard (once) and gives it to every provider speaking
 * English; resolves when they translate with it, so a screen loaded alongside renders its texts.
 */
export const loadConsoleEnglish = (): Promise<void> => {
  restOfEnglish ??= import('../i18n/consoleEnglish').then(
    async ({ default: rest }) => {
      // The rest holds whole namespaces: one that was partly here (complaints.sla) comes whole.
      englishAll = { ...englishAll, ...rest };
      await Promise.all([...providers].filter((p) => p.getLocale() === 'en').map((p) => p.changeLocale('en')));
    },
    (error: unknown) => {
      restOfEnglish = undefined; // offline or a new deploy: the next screen tries again
      throw error;
    },
  );
  return restOfEnglish;
};

// Starts in English (ra-i18n-polyglot needs the initial locale synchronously); the language picker
// switches to the stored locale as soon as the console mounts.
export const buildI18nProvider = (): I18nProvider => {
  const provider = polyglotI18nProvider(load, 'en', LOCALES, { allowMissing: true });
  providers.add(provider);
  return provider;
};
