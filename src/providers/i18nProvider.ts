import type { I18nProvider } from 'react-admin';
import raEnglish from 'ra-language-english';
// Only the layout's and the dashboard's parts (src/i18n/messageParts.js, vite.englishParts.ts); the
// rest comes with the first other screen (loadConsoleEnglish).
import en from 'virtual:english/console';
import { LOCALES, isLocale, loadMessages } from '../i18n/locales';
import { translate, type Messages } from '../i18n/translate';
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

/**
 * The console's i18nProvider (react-admin's interface) on the app's translator (src/i18n/translate.ts,
 * polyglot's syntax). Starts in English; the language picker switches to the stored locale as soon as
 * the console mounts. A language's messages are fetched when it is picked (`load`).
 */
export const buildI18nProvider = (): I18nProvider => {
  let locale = 'en';
  let messages: Messages = load('en');
  const provider: I18nProvider = {
    translate: (key, options) => translate(messages, key, options),
    changeLocale: async (next) => {
      const loaded: Messages = await load(next);
      locale = next;
      messages = loaded;
    },
    getLocale: () => locale,
    getLocales: () => LOCALES,
  };
  providers.add(provider);
  return provider;
};
