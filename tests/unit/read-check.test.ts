// The snapshot comparison behind a read's check (server/db/readCheck.ts): an answer from memory
// stands only when no transaction ended between the catch-up and the read.
import { describe, expect, it } from 'vitest';
import { endedBetween, parseSnapshot } from '../../server/db/readCheck';

describe('the read check', () => {
  it('reads pg_current_snapshot() text', () => {
    expect(parseSnapshot('750:755:750,752')).toEqual({ xmax: '755', running: ['750', '752'] });
    expect(parseSnapshot('755:755:')).toEqual({ xmax: '755', running: [] });
    expect(() => parseSnapshot('nonsense')).toThrow(/Not a snapshot/);
  });

  it('no transaction ended: the same snapshot, or more transactions started and still running', () => {
    expect(endedBetween(parseSnapshot('750:755:750'), parseSnapshot('750:755:750'))).toBe(false);
    expect(endedBetween(parseSnapshot('750:755:750'), parseSnapshot('750:755:750,753'))).toBe(false);
  });

  it('a transaction ended: a newer one (xmax moved on), or one that was running at the catch-up', () => {
    expect(endedBetween(parseSnapshot('755:755:'), parseSnapshot('755:756:'))).toBe(true);
    expect(endedBetween(parseSnapshot('750:755:750,752'), parseSnapshot('752:755:752'))).toBe(true);
  });
});
