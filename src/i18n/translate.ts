// A tiny polyglot-compatible translator for the public shell, which must not load react-admin.
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

export const interpolate = (text: string, options?: Record<string, unknown>) =>
  options ? text.replace(/%\{(\w+)\}/g, (m, name) => (name in options ? String(options[name]) : m)) : text;

export const translate = (messages: Messages, key: string, options?: Record<string, unknown>): string => {
  const text = lookup(messages, key);
  if (text === undefined) return typeof options?._ === 'string' ? interpolate(options._ as string, options) : key;
  return interpolate(text, options);
};
