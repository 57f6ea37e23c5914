// A refusal or a notice of a rule (issue 29): the key of its text in i18n/en.json (`serverText.*`)
// and the values of the text's %{placeholders}, never the English sentence. The demo backend and the
// server answer it as `message` (the English of the key), `messageKey` and `messageParams` (docs/api.md,
// "Errors"); a screen shows it with translate(key, params) in the user's language. Rewording the
// English in en.json therefore changes every language's text it should and no other.

/** The key of a rule's text: one of i18n/en.json's `serverText.*` (so an English sentence is not a key). */
export type RefusalKey = `serverText.${string}`;

/**
 * The values of a text's placeholders: a number, a code or a name as it is (a status code, a product's
 * name), or a text of its own (a refusal inside another: `The warehouse's GSTIN is not valid: %{problem}`).
 */
export type RefusalParam = string | number | Refusal;
export type RefusalParams = Readonly<Record<string, RefusalParam>>;

export interface Refusal {
  readonly key: RefusalKey;
  readonly params?: RefusalParams;
}

/** A refusal of `key` with its parameters (none: no `params`). */
export const refusal = (key: RefusalKey, params?: RefusalParams): Refusal => (params ? { key, params } : { key });

/**
 * An error that carries a refusal (InsufficientStockError, NoActiveVendorError): its `message` is the
 * key (for a log), the text is the refusal's to word.
 */
export class RefusalError extends Error {
  readonly refusal: Refusal;
  constructor(r: Refusal) {
    super(r.key);
    this.name = 'RefusalError';
    this.refusal = r;
  }
}
