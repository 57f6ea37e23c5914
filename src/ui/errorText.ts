/**
 * The text to show for a failed call: the server message carried by HttpError (or any Error),
 * a JSON body's `message`, or a plain string.
 */
export const errorText = (error: unknown): string => {
  if (!error) return '';
  if (typeof error === 'string') return error;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object') {
    const e = error as { message?: unknown; body?: { message?: unknown } };
    if (typeof e.message === 'string' && e.message) return e.message;
    if (typeof e.body?.message === 'string' && e.body.message) return e.body.message;
  }
  return String(error);
};
