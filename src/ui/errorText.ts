import { RefusalError } from '../domain/refusal';

/** A translator as react-admin's useTranslate() gives it. */
export type Translator = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text to show for a failed call: the server message carried by HttpError (or any Error),
 * a JSON body's `message`, or a plain string. An error the console words itself (HttpError's
 * `i18nKey`, e.g. the CORS hint) is translated when a translator is given; else its English text.
 */
export const errorText = (error: unknown, translate?: Translator): string => {
  if (!error) return '';
  if (typeof error === 'string') return error;
  // A rule's refusal the console made itself (src/domain/refusal.ts): by its key.
  if (translate && error instanceof RefusalError) return refusalText(translate, error.refusal);
  if (translate && typeof error === 'object') {
    const e = error as { i18nKey?: unknown; i18nValues?: Record<string, unknown>; message?: unknown };
    if (typeof e.i18nKey === 'string' && e.i18nKey) {
      return refusalText(translate, { key: e.i18nKey, params: e.i18nValues }, typeof e.message === 'string' ? e.message : e.i18nKey);
    }
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object') {
    const e = error as { message?: unknown; body?: { message?: unknown } };
    if (typeof e.message === 'string' && e.message) return e.message;
    if (typeof e.body?.message === 'string' && e.body.message) return e.body.message;
  }
  return String(error);
};

/** A text by its key and parameters: a rule's refusal (src/domain/refusal.ts), or a server's `messageKey`/`messageParams`. */
export interface KeyedText {
  key: string;
  params?: Readonly<Record<string, unknown>>;
}

const isKeyed = (value: unknown): value is KeyedText => Boolean(value) && typeof value === 'object' && typeof (value as KeyedText).key === 'string';

/**
 * A refusal in the console's language: its key translated with its parameters, each text among them
 * (`{ key, params }`, e.g. the GSTIN problem inside `The warehouse's GSTIN is not valid: ...`) worded
 * first, and its statuses and priority in words. `fallback` (the server's English) shows where the
 * messages lack the key.
 */
export const refusalText = (translate: Translator, text: KeyedText, fallback?: string): string => {
  const params = text.params && Object.fromEntries(Object.entries(text.params).map(([name, value]) => [name, isKeyed(value) ? refusalText(translate, value) : value]));
  return translate(text.key, { ...inWords(translate, text.key, params), ...(fallback === undefined ? {} : { _: fallback }) });
};

/**
 * A refusal as a react-admin validation error: its key and parameters, which the input translates.
 * The rules a form checks carry values only (a text inside a text is the server's).
 */
export const validationError = (text: KeyedText): { message: string; args: Record<string, unknown> } => ({ message: text.key, args: { ...text.params } });

/** A notification as the server sends it: English `title`/`message`, and their keys where it sends them. */
export interface ServerNotice {
  title?: string;
  message?: string;
  titleKey?: string;
  messageKey?: string;
  params?: Record<string, unknown>;
}

/**
 * A notification's title or message in the console's language (docs/api.md, "Notifications"): its
 * `notificationText.*` key translated with its params, else (a key this console lacks, or a
 * notification stored before keys) the English the server sent.
 */
export const noticeText = (translate: Translator, n: ServerNotice, part: 'title' | 'message'): string => {
  const english = n[part] ?? '';
  const key = part === 'title' ? n.titleKey : n.messageKey;
  return key ? translate(key, { ...inWords(translate, key, n.params), _: english }) : english;
};

// The coded values a server text names (a status, a priority) by the text's key: their words in the
// console's language, so that a Hindi text does not carry an English 'completed' (the server sends codes).
const STATUS_WORDS: [RegExp, string][] = [
  [/^serverText\.complaintNot/, 'complaints.status'],
  [/^serverText\.booking(CannotMove|Is)$/, 'bookings.status'],
  [/^serverText\.spareRequestCannotBecome$/, 'spareRequests.status'],
  [/^serverText\.claim(Already|Final)$/, 'warrantyClaims.status'],
];

/** A server text's parameters with its statuses and priority in words (codes it does not know stay as sent). */
export const inWords = (translate: Translator, key: string, params?: Record<string, unknown>): Record<string, unknown> | undefined => {
  if (!params) return params;
  const words = { ...params };
  const statuses = STATUS_WORDS.find(([pattern]) => pattern.test(key))?.[1];
  for (const name of ['status', 'from', 'to']) {
    const code = words[name];
    if (statuses && typeof code === 'string') words[name] = translate(`${statuses}.${code}`, { _: code });
  }
  if (typeof words.priority === 'string') words.priority = translate(`complaints.priority.${words.priority}`, { _: words.priority });
  return words;
};
