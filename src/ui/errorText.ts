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
  if (translate && typeof error === 'object') {
    const e = error as { i18nKey?: unknown; i18nValues?: Record<string, unknown>; message?: unknown };
    if (typeof e.i18nKey === 'string' && e.i18nKey) {
      return translate(e.i18nKey, { ...e.i18nValues, _: typeof e.message === 'string' ? e.message : e.i18nKey });
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
