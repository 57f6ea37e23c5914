import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, SignInThrottle } from '../../src/domain/signInThrottle';

// The sign-in throttle (src/domain/signInThrottle.ts, issue 28) on a clock of the test's own.

const clocked = () => {
  let now = 1_000_000;
  const throttle = new SignInThrottle(undefined, () => now);
  return { throttle, at: (ms: number) => (now = 1_000_000 + ms) };
};

/** `n` failed attempts (each begun and never succeeded). */
const fail = (throttle: SignInThrottle, n: number, account: string, address = '') => {
  for (let i = 0; i < n; i++) expect(throttle.begin(account, address).refused).toBe(false);
};

describe('SignInThrottle', () => {
  it('refuses an account after 20 failures in a minute, for what is left of the minute, then lets it try again', () => {
    const { throttle, at } = clocked();
    expect(ACCOUNT_LIMIT).toEqual({ attempts: 20, windowMs: 60_000 });
    fail(throttle, 20, 'a@x.in');
    at(15_000);
    expect(throttle.begin('A@X.in ', '')).toEqual({ refused: true, retryAfterSeconds: 45 });
    expect(throttle.begin('b@x.in', '').refused).toBe(false);
    at(60_000);
    expect(throttle.begin('a@x.in', '').refused).toBe(false);
  });

  it('a success forgets the account\'s failures', () => {
    const { throttle } = clocked();
    fail(throttle, 19, 'a@x.in');
    const right = throttle.begin('a@x.in', '');
    if (right.refused) throw new Error('refused');
    right.succeeded();
    fail(throttle, 20, 'a@x.in');
    expect(throttle.begin('a@x.in', '').refused).toBe(true);
  });

  it('counts an attempt as failed from its start, so parallel guesses cannot pass the limit', () => {
    const { throttle } = clocked();
    const started = Array.from({ length: 25 }, () => throttle.begin('a@x.in', ''));
    expect(started.filter((a) => !a.refused)).toHaveLength(20);
  });

  it('refuses an address after 100 failures a minute over any accounts; other addresses and no address go on', () => {
    const { throttle, at } = clocked();
    expect(ADDRESS_LIMIT).toEqual({ attempts: 100, windowMs: 60_000 });
    for (let i = 0; i < 100; i++) fail(throttle, 1, `user${i}@x.in`, '203.0.113.9');
    at(30_000);
    expect(throttle.begin('fresh@x.in', '203.0.113.9')).toEqual({ refused: true, retryAfterSeconds: 30 });
    expect(throttle.begin('fresh@x.in', '198.51.100.1').refused).toBe(false);
    expect(throttle.begin('fresh2@x.in', '').refused).toBe(false);
    at(60_001);
    expect(throttle.begin('fresh@x.in', '203.0.113.9').refused).toBe(false);
  });

  it('a success from an address takes back only its own attempt there', () => {
    const { throttle } = clocked();
    for (let i = 0; i < 99; i++) fail(throttle, 1, `user${i}@x.in`, '203.0.113.9');
    const right = throttle.begin('real@x.in', '203.0.113.9');
    if (right.refused) throw new Error('refused');
    right.succeeded();
    expect(throttle.begin('other@x.in', '203.0.113.9').refused).toBe(false);
    expect(throttle.begin('other2@x.in', '203.0.113.9').refused).toBe(true);
  });

  it('reset forgets everything', () => {
    const { throttle } = clocked();
    fail(throttle, 20, 'a@x.in');
    throttle.reset();
    expect(throttle.begin('a@x.in', '').refused).toBe(false);
  });
});
