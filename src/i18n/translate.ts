// The one translator of the app: the public shell's (src/preferences.tsx) and the console's
// react-admin i18nProvider (src/providers/i18nProvider.ts). It reads polyglot's message syntax, as
// react-admin's own messages (ra-language-english, i18n/ra.*.json) are written in it: %{name}
// placeholders and "singular |||| plural" forms chosen by `smart_count`. Written here rather than
// using node-polyglot (ra-i18n-polyglot) because that brings an Object.entries polyfill and its
// es-abstract helpers into the console (5 KB gzipped), for the dozen lines below.
export type Messages = Record<string, unknown>;
/** A language's code: the name of its file, i18n/<code>.json (the list is in locales.ts). */
export type Locale = string;

export const lookup = (messages: Messages, key: string): string | undefined => {
  let cur: unknown = messages;
  for (const part of key.split('.')) {
    if (cur && typeof cur === 'object' && part in (cur as object)) cur = (cur as Record<string, unknown>)[part];
    else return undefined;
  }
  return typeof cur === 'string' ? cur : undefined;
};

/** Fills each %{name} with its option; a missing or null option leaves the placeholder, as polyglot does. */
export const interpolate = (text: string, options?: Record<string, unknown>) =>
  options ? text.replace(/%\{(\w+)\}/g, (m, name: string) => (options[name] === undefined || options[name] === null ? m : String(options[name]))) : text;

/**
 * The form of "one |||| other" for `count`: the first for exactly 1, else the second (polyglot's rule
 * for English and for Hindi, the languages of i18n/); a text without forms as it is.
 */
const pluralForm = (text: string, count: number) => {
  if (!text.includes('||||')) return text;
  const forms = text.split('||||');
  return (forms[count === 1 ? 0 : 1] ?? forms[0]).trim();
};

export type TranslateOptions = Record<string, unknown> | number;

/**
 * The text of `key` with its options filled; `_` is the text when the key has none; a key without
 * a text is given back (filled), as react-admin's polyglot provider with allowMissing does.
 */
export const translate = (messages: Messages, key: string, options?: TranslateOptions): string => {
  const opts = typeof options === 'number' ? { smart_count: options } : options;
  const text = lookup(messages, key) ?? (typeof opts?._ === 'string' ? opts._ : key);
  const count = opts?.smart_count;
  return interpolate(typeof count === 'number' ? pluralForm(text, count) : text, opts);
};
