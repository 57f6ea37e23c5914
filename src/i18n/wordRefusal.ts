// A rule's refusal (src/domain/refusal.ts) worded from a language's messages, without react-admin:
// the call layer's own 400s take their English `message` from the console's English with it.
import type { Refusal, RefusalParams } from '../domain/refusal';
import { interpolate, lookup, type Messages } from './translate';

/** The parameters with each refusal among them worded first (by `word`). */
export const wordParams = (word: (r: Refusal) => string, params: RefusalParams = {}): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? word(value) : value]));

/** The refusal's text in `messages`: its key's template with its parameters (its key when the messages lack it). */
export const wordRefusal = (messages: Messages, r: Refusal): string =>
  interpolate(lookup(messages, r.key) ?? r.key, wordParams((inner) => wordRefusal(messages, inner), r.params));
