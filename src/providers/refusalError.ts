import type { Refusal } from '../domain/refusal';
import { HttpError } from './http';

/**
 * The error of a write the console refuses before sending it, by the rule the server would refuse it
 * with (the call layer, docs/architecture.md, "Where a rule lives"): shaped as the server's answer (docs/api.md, "Errors"), its
 * key and parameters to translate, its `message` the English of the key (the console's English,
 * which comes with the screens that write; fetched here, not with the first screen).
 */
export const refusalError = async (r: Refusal, status = 400): Promise<HttpError> => {
  const [{ default: english }, { wordRefusal }] = await Promise.all([import('../i18n/consoleEnglish'), import('../i18n/wordRefusal')]);
  const message = wordRefusal(english, r);
  const params = r.params ?? {};
  return new HttpError(message, status, { success: false, message, messageKey: r.key, messageParams: params }, null, { key: r.key, values: params });
};
