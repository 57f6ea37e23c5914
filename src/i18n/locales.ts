import type { Locale, Messages } from './translate';

// The languages on offer: one file per language, i18n/<code>.json (our messages, with its display
// name under the top-level `language.name`), and optionally i18n/ra.<code>.json (react-admin's,
// loaded by src/providers/i18nProvider.ts). A translator adds the file; no code names a language.

// The display names, known before any language is fetched: the `?lang.json` query makes a module
// apart from the file's lazy one below, of which the build keeps only `language` (a few bytes a
// language in the sign-in page's entry chunk, not the file).
const names = import.meta.glob<{ name?: string } | undefined>(['../../i18n/*.json', '!../../i18n/ra.*.json'], {
  query: '?lang.json',
  import: 'language',
  eager: true,
});
// Every language's messages but English's (which ships split: messageParts.js), fetched when picked.
const files = import.meta.glob<{ default: Messages }>(['../../i18n/*.json', '!../../i18n/en.json', '!../../i18n/ra.*.json']);

const codeOf = (path: string) => path.replace(/^.*\/|\.json.*$/g, '');

/** English first, then the others by code (the glob lists the files in order; the sort is stable). */
export const LOCALES: { locale: Locale; name: string }[] = Object.entries(names)
  .map(([path, language]) => ({ locale: codeOf(path), name: language?.name ?? codeOf(path) }))
  .sort((a, b) => Number(b.locale === 'en') - Number(a.locale === 'en'));

export const isLocale = (value: unknown): value is Locale => LOCALES.some((l) => l.locale === value);

/** A language's messages (not English's: see messages.ts and i18nProvider.ts); rejects for a code with no file. */
export const loadMessages = async (locale: Locale): Promise<Messages> => (await files[`../../i18n/${locale}.json`]()).default;
