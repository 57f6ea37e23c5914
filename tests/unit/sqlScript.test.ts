// server/db/script.ts: a compiled query's parameters written into its text as SQL constants (the
// lists' one-round-trip scripts). Against a database: tests/server/row-security.test.ts.
import { describe, expect, it } from 'vitest';
import { inlined, literal } from '../../server/db/script';

describe('SQL constants for a script', () => {
  it('writes each type as PostgreSQL reads it', () => {
    expect(literal(12)).toBe('12');
    expect(literal(-3.5)).toBe('-3.5');
    expect(literal(true)).toBe('true');
    expect(literal(null)).toBe('NULL');
    expect(literal("o'brien \\ x")).toBe("E'o''brien \\\\ x'");
  });

  it('refuses what has no constant', () => {
    expect(() => literal(Number.NaN)).toThrow(/Not an SQL number/);
    expect(() => literal('a\0b')).toThrow(/NUL/);
    expect(() => literal({})).toThrow(/No SQL constant/);
  });

  it('replaces each placeholder by its parameter, not those inside quoted constants or names', () => {
    expect(inlined({ sql: `select doc->>'$1' from "t$2" where a = $1 and b in ($2, $10)`, parameters: ['x', 2, 3, 4, 5, 6, 7, 8, 9, 'ten'] })).toBe(
      `select doc->>'$1' from "t$2" where a = E'x' and b in (2, E'ten')`,
    );
    expect(() => inlined({ sql: 'select $2', parameters: [1] })).toThrow(/No parameter \$2/);
  });
});
