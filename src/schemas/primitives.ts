// The building blocks of every call's schema (issue 14, docs/architecture.md, "One API, three ways to run it"): strings trimmed and capped,
// numbers finite and in range, enums closed, dates valid, ids positive whole numbers. Unknown
// fields are stripped (zod's default for objects). Numbers and ids also accept their decimal text
// ("12"), as the console's text inputs send them; a blank text is "not given" where a field is optional.
// A broken field is refused with a refusal (src/domain/refusal.ts): the schema's own text is a key of
// i18n/en.json (`serverText.*`), and a field with none is named in one of the `serverText.field*` texts.
import { z } from 'zod';
import type { Refusal, RefusalKey, RefusalParams } from '../domain/refusal';

// No compiled parsers: zod otherwise probes `new Function` when the first object schema is built,
// which the production build's Content-Security-Policy (no 'unsafe-eval') reports as a violation
// even though zod catches it. Set before any schema below is defined.
z.config({ jitless: true });

/** Caps: a name or code, a line of text, notes. A 1 MB string is refused by every one of them. */
export const MAX = { code: 64, name: 200, line: 500, notes: 2000 } as const;
/** The largest amount of rupees or count the API takes (ten crore). */
export const MAX_AMOUNT = 100_000_000;

const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const INT_TEXT = /^\s*\d+\s*$/;

/** A field's own text: a refusal, or the key of one without parameters. */
export type SchemaText = Refusal | RefusalKey;

/**
 * zod's `error` for a field's own text: the issue's message is the key; the parameters ride on the
 * issue (zod copies what the error function sets on it to the issue it reports; parseWith reads them).
 */
const errorOf = (text: SchemaText) => {
  const { key, params } = typeof text === 'string' ? { key: text, params: undefined } : text;
  return (iss: object): RefusalKey => {
    if (params) (iss as { params?: RefusalParams }).params = params;
    return key;
  };
};
/** A check's or a schema's params with the field's own text, when it has one. */
export const says = (text?: SchemaText) => (text === undefined ? undefined : { error: errorOf(text) });

/** Adds the refusal `r` of a rule checked on a parsed value (superRefine) as the issue, its parameters with it. */
export const refuse = (ctx: z.RefinementCtx, r: Refusal) => ctx.addIssue({ code: 'custom', message: r.key, ...(r.params ? { params: r.params } : {}) });

/** A trimmed string of at most `max` characters; `''` allowed. */
export const text = (max: number = MAX.line) => z.string().trim().max(max);

/** A trimmed, non-blank string of at most `max` characters; `required` is the text when missing or blank. */
export const requiredText = (required: SchemaText, max: number = MAX.name) => {
  const missing = errorOf(required);
  return z
    .string({ error: (iss) => (iss.code === 'invalid_type' ? missing(iss) : undefined) })
    .trim()
    .min(1, says(required))
    .max(max);
};

/** A number (or its decimal text), finite, in [min, max]. */
export const num = (opts: { min?: number; max?: number; int?: boolean; message?: SchemaText } = {}) => {
  const { min = 0, max = MAX_AMOUNT, int = false, message } = opts;
  const own = says(message);
  let n = z.number(own).min(min, own).max(max, own);
  if (int) n = n.int(own);
  return z.union([z.number(), z.string().regex(NUMBER_TEXT).transform(Number)], own).pipe(n);
};

/** A record id: a positive whole number, or its decimal text. */
export const id = (message?: SchemaText) => {
  const own = says(message);
  return z.union([z.number(), z.string().regex(INT_TEXT).transform(Number)], own).pipe(z.number(own).int(own).positive(own).max(Number.MAX_SAFE_INTEGER, own));
};

/** `''` and `null` read as "not given" (undefined) in front of an optional field. */
export const blank = z.literal(['', null]).transform(() => undefined);
export const optional = <T extends z.ZodType>(schema: T) => z.union([blank, schema]).optional();

/** A closed set of values; `message` names them. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message?: SchemaText) => z.enum(values, says(message));

/** A calendar date `YYYY-MM-DD` (a full ISO time is accepted and cut to its date), a real day. */
export const date = (message: SchemaText = 'serverText.dateFormat') =>
  z
    .string(says(message))
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, says(message))
    .refine((s) => {
      const d = new Date(s.slice(0, 10));
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s.slice(0, 10);
    }, says(message));

/** The `YYYY-MM-DD` at the start of `s` is a day of the calendar (not 2030-02-30, which `Date` reads as 2 March). */
const realDay = (s: string) => {
  const day = s.slice(0, 10);
  const d = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/** A date and time any `Date` reads, ISO-shaped, on a real day. */
export const dateTime = (message: SchemaText = 'serverText.dateInvalid') =>
  z
    .string(says(message))
    .trim()
    .max(40, says(message))
    .regex(/^\d{4}-\d{2}-\d{2}/, says(message))
    .refine((s) => !Number.isNaN(new Date(s).getTime()) && realDay(s), says(message));

/** `HH:MM`, 00:00 to 23:59. */
export const time = (message: SchemaText = 'serverText.timeFormat') => z.string(says(message)).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, says(message));

export const email = (message: SchemaText = 'serverText.validEmailRequired') => z.string(says(message)).trim().max(MAX.name, says(message)).pipe(z.email(says(message)));

export const flag = z.boolean();

/** A list of short texts, given as an array or as one comma-separated text. */
export const textList = (max = 100) =>
  z.union([
    z.array(text(MAX.name)).max(max),
    text(MAX.notes).transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean)),
  ]);

/** The body of a call that takes none (or ignores it): any JSON object. */
export const noBody = z.object({});

/** The mark of an issue the schema gave no text of its own (the parse's own error map sets it). */
const NO_TEXT = '\u0000';

const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'value';

type Issue = z.core.$ZodIssue & { params?: RefusalParams; input?: unknown };

/** The refusal of an issue: the schema's own text (its key and parameters), else the field and what is wrong with it. */
const refusalOf = (iss: Issue, path: readonly PropertyKey[] = iss.path): Refusal => {
  if (iss.message !== NO_TEXT) return iss.params ? { key: iss.message as RefusalKey, params: iss.params } : { key: iss.message as RefusalKey };
  const field = fieldOf(path);
  switch (iss.code) {
    case 'invalid_type':
      if (!path.length && iss.expected === 'object') return { key: 'serverText.bodyNotObject' };
      if (iss.input === undefined) return { key: 'serverText.fieldRequired', params: { field } };
      return iss.expected === 'array' ? { key: 'serverText.fieldMustBeList', params: { field } } : { key: 'serverText.fieldMustBeA', params: { field, type: iss.expected } };
    case 'too_big': {
      const max = Number(iss.maximum);
      if (iss.origin === 'string') return { key: 'serverText.fieldMaxChars', params: { field, max } };
      return iss.origin === 'array' ? { key: 'serverText.fieldMaxItems', params: { field, max } } : { key: 'serverText.fieldAtMost', params: { field, max } };
    }
    case 'too_small': {
      const min = Number(iss.minimum);
      if (iss.origin === 'string') return min <= 1 ? { key: 'serverText.fieldRequired', params: { field } } : { key: 'serverText.fieldMinChars', params: { field, min } };
      if (iss.origin === 'array') return { key: 'serverText.fieldMinItems', params: { field, min } };
      return { key: iss.inclusive ? 'serverText.fieldAtLeast' : 'serverText.fieldMoreThan', params: { field, min } };
    }
    case 'invalid_value':
      return { key: 'serverText.fieldOneOf', params: { field, values: iss.values.map(String).join(', ') } };
    case 'invalid_union': {
      // The first branch that is not the blank of an optional field tells what is wrong, named by the whole path.
      const branch = iss.errors.map((e) => e[0]).find((e) => e && !(e.code === 'invalid_value' && e.values.includes(null))) as Issue | undefined;
      return branch ? refusalOf(branch, [...path, ...branch.path]) : { key: 'serverText.fieldNotValid', params: { field } };
    }
    default:
      return { key: 'serverText.fieldNotValid', params: { field } };
  }
};

export type Parsed<T> = { ok: true; data: T } | { ok: false; refusal: Refusal };

/** Parses `input` with `schema`: the data, or the first issue's refusal (the schema's own text where it has one). */
export const parseWith = <S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> => {
  const result = schema.safeParse(input, { error: () => NO_TEXT, reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const first = result.error.issues[0] as Issue | undefined;
  return { ok: false, refusal: first ? refusalOf(first) : { key: 'serverText.bodyNotValid' } };
};
