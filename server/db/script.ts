// SQL text for a script (Database.script, server/db/database.ts): several statements sent as one
// simple query, which takes no parameters, so each query compiled by Kysely has its parameters
// written into its text as literals here. Nothing else builds SQL text by hand: the values are the
// ones Kysely would have bound, and each is written as PostgreSQL reads a constant of its type.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type CompiledQuery, type RawBuilder } from 'kysely';

/**
 * A value as an SQL constant: a finite number as itself, a boolean as true/false, null as NULL, a
 * string as an escape-string constant (E'…', quotes and backslashes doubled: read the same whatever
 * `standard_conforming_strings` says). A NUL character cannot be in PostgreSQL's text (the driver
 * refuses it too) and would end a simple query's text early: refused.
 */
export const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not an SQL number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('A NUL character cannot be sent to the database');
    return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  }
  throw new Error(`No SQL constant for a ${typeof value}`);
};

/**
 * A compiled query's text with each placeholder ($1, $2, …) replaced by its parameter as a literal.
 * Placeholders inside a quoted constant (a field name given by `sql.lit`) are left alone.
 */
export const inlined = ({ sql, parameters }: Pick<CompiledQuery, 'sql' | 'parameters'>): string =>
  sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, n: string | undefined) => {
    if (n === undefined) return match;
    const i = Number(n) - 1;
    if (i < 0 || i >= parameters.length) throw new Error(`No parameter ${match} in the compiled query`);
    return literal(parameters[i]);
  });

/** Compiles and runs nothing: PostgreSQL's compiler, the one both dialects (pg and PGlite) use. */
const compiler = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A query as SQL text with its values written in. */
export const textOf = (query: RawBuilder<unknown>): string => inlined(query.compile(compiler));
