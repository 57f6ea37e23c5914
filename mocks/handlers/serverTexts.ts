// The demo backend's texts, from ONE source: the English templates in i18n/en.json (`serverText.*`
// for refusals, `notificationText.*` for notifications). A refusal or notification carries the key
// and its parameters, and its English `message` is formatted from the same template, so the two
// cannot drift; the console shows the key in the user's language (docs/api.md, "Errors").
// Named imports: the build keeps just these two namespaces of en.json in the demo backend's chunk.
import { notificationText, serverText } from '../../i18n/en.json';
import type { Refusal, RefusalParams } from '../../src/domain/refusal';
import { wordParams } from '../../src/i18n/wordRefusal';

/** A notification's parameters (stored with it): values only. */
export type TextParams = Record<string, string | number>;

const NAMESPACES: Record<string, unknown> = { serverText, notificationText };

/** The English template of `serverText.<name>` / `notificationText.<part>.<name>`, or undefined. */
export const template = (key: string): string | undefined => {
  const [ns, ...path] = key.split('.');
  let cur: unknown = NAMESPACES[ns];
  for (const part of path) cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[part] : undefined;
  return path.length && typeof cur === 'string' ? cur : undefined;
};

/** `template` with its %{placeholders} filled (polyglot's syntax, as the console translates it). */
export const format = (text: string, params: TextParams = {}) => text.replace(/%\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));

/** The English text of a key; throws on an unknown key (a typo in a handler is a bug, not a text). */
export const english = (key: string, params?: RefusalParams): string => {
  const text = template(key);
  if (text === undefined) throw new Error(`Unknown server text ${key}`);
  // A refusal among the parameters (a text inside the text) is worded in English first.
  return format(text, wordParams(englishOf, params));
};

/** A refusal in English (its `message`). */
export const englishOf = (r: Refusal): string => english(r.key, r.params);
