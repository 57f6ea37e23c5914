// The building blocks of every call's schema (issue 14,
// docs/architecture.md, "One API, three ways to run it"): strings trimmed and capped, numbers finite and
// in range, enums closed, dates valid, ids positive whole numbers. Unknown fields are stripped (zod's
// default for objects). Numbers and ids also accept their decimal text ("12"), as the console's text
// inputs send them; a blank text is "not given" where a field is optional.
import { z } from 'zod';

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

/** A trimmed string of at most `max` characters; `''` allowed. */
export const text = (max: number = MAX.line) => z.string().trim().max(max);

/** A trimmed, non-blank string of at most `max` characters; `required` is the message when missing or blank. */
export const requiredText = (required: string, max: number = MAX.name) =>
  z
    .string({ error: (iss) => (iss.code === 'invalid_type' ? required : undefined) })
    .trim()
    .min(1, required)
    .max(max);

/** A number (or its decimal text), finite, in [min, max]. */
export const num = (opts: { min?: number; max?: number; int?: boolean; message?: string } = {}) => {
  const { min = 0, max = MAX_AMOUNT, int = false, message } = opts;
  let n = z.number({ error: message }).min(min, message).max(max, message);
  if (int) n = n.int(message);
  return z.union([z.number(), z.string().regex(NUMBER_TEXT).transform(Number)], { error: message }).pipe(n);
};

/** A record id: a positive whole number, or its decimal text. */
export const id = (message?: string) =>
  z.union([z.number(), z.string().regex(INT_TEXT).transform(Number)], { error: message }).pipe(z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message));

/** `''` and `null` read as "not given" (undefined) in front of an optional field. */
export const blank = z.literal(['', null]).transform(() => undefined);
export const optional = <T extends z.ZodType>(schema: T) => z.union([blank, schema]).optional();

/** A closed set of values; `message` names them. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message?: string) => z.enum(values, { error: message });

/** A calendar date `YYYY-MM-DD` (a full ISO time is accepted and cut to its date), a real day. */
export const date = (message = 'Date must be a valid date (YYYY-MM-DD)') =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, message)
    .refine((s) => {
      const d = new Date(s.slice(0, 10));
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s.slice(0, 10);
    }, message);

/** The `YYYY-MM-DD` at the start of `s` is a day of the calendar (not 2030-02-30, which `Date` reads as 2 March). */
const realDay = (s: string) => {
  const day = s.slice(0, 10);
  const d = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/** A date and time any `Date` reads, ISO-shaped, on a real day. */
export const dateTime = (message = 'Date must be a valid date') =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .regex(/^\d{4}-\d{2}-\d{2}/, message)
    .refine((s) => !Number.isNaN(new Date(s).getTime()) && realDay(s), message);

/** `HH:MM`, 00:00 to 23:59. */
export const time = (message = 'Time must be HH:MM') => z.string({ error: message }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

export const email = (message = 'A valid email is required') => z.string({ error: message }).trim().max(MAX.name, message).pipe(z.email(message));

export const flag = z.boolean();

/** A list of short texts, given as an array or as one comma-separated text. */
export const textList = (max = 100) =>
  z.union([
    z.array(text(MAX.name)).max(max),
    text(MAX.notes).transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean)),
  ]);

/** The body of a call that takes none (or ignores it): any JSON object. */
export const noBody = z.object({});

const fieldOf = (path: PropertyKey[]) => path.map(String).join('.') || 'value';

/** The message of a first issue that has no message of its own: the field and what is wrong with it. */
const describe = (iss: z.core.$ZodRawIssue): string => {
  const field = fieldOf(iss.path ?? []);
  switch (iss.code) {
    case 'invalid_type':
      if (!iss.path?.length && iss.expected === 'object') return 'Request body must be a JSON object';
      return iss.input === undefined ? `${field} is required` : `${field} must be ${iss.expected === 'array' ? 'a list' : `a ${iss.expected}`}`;
    case 'too_big':
      return iss.origin === 'string'
        ? `${field} must be at most ${iss.maximum} characters`
        : iss.origin === 'array'
          ? `${field} may have at most ${iss.maximum} items`
          : `${field} must be at most ${iss.maximum}`;
    case 'too_small':
      if (iss.origin === 'string') return Number(iss.minimum) <= 1 ? `${field} is required` : `${field} must be at least ${iss.minimum} characters`;
      if (iss.origin === 'array') return `${field} needs at least ${iss.minimum} item(s)`;
      return `${field} must be ${iss.inclusive ? 'at least' : 'more than'} ${iss.minimum}`;
    case 'invalid_value':
      return `${field} must be one of ${iss.values.map(String).join(', ')}`;
    case 'invalid_union': {
      // The first branch that is not the blank of an optional field tells what is wrong.
      // Its message is the schema's own text, or one made here without the field's name: made again with it.
      const branch = iss.errors.map((e) => e[0]).find((e) => e && !(e.code === 'invalid_value' && e.values.includes(null)));
      if (!branch) return `${field} is not valid`;
      const inner = fieldOf(branch.path);
      return branch.message.startsWith(`${inner} `) ? `${fieldOf([...(iss.path ?? []), ...branch.path])}${branch.message.slice(inner.length)}` : branch.message;
    }
    default:
      return `${field} is not valid`;
  }
};

export type Parsed<T> = { ok: true; data: T } | { ok: false; message: string };

/** Parses `input` with `schema`: the data, or the first issue's message (the schema's own text where it has one). */
export const parseWith = <S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> => {
  const result = schema.safeParse(input, { error: describe });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: result.error.issues[0]?.message || 'Request body is not valid' };
};
