import { describe, expect, it } from 'vitest';
import {
  encodePasswordHash,
  hashPassword,
  LEGACY_PBKDF2_ITERATIONS,
  makePasswordHash,
  parsePasswordHash,
  passwordKdf,
  passwordNeedsRehash,
  PBKDF2_ITERATIONS,
  UNMATCHABLE_PASSWORD,
  verifyPassword,
} from '../../src/domain/passwords';

// Password hashing (src/domain/passwords.ts, issue 28): the stored format, its cost, the hashes of
// before issue 28, and the rehash on sign-in. The unit project has no memo: a 600,000-round hash here
// is real, so this file makes few.

describe('password hashes', () => {
  it('a new hash: PBKDF2-SHA-256, 600,000 rounds, a random 16-byte salt each time', async () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    const [a, b] = await Promise.all([makePasswordHash('Secret@123'), makePasswordHash('Secret@123')]);
    for (const h of [a, b]) {
      expect(h.passwordHash).toMatch(/^pbkdf2-sha256\$600000\$[0-9a-f]{64}$/);
      expect(h.passwordSalt).toMatch(/^[0-9a-f]{32}$/);
      expect(passwordNeedsRehash(h)).toBe(false);
    }
    expect(a.passwordSalt).not.toBe(b.passwordSalt);
    expect(await verifyPassword('Secret@123', a)).toBe(true);
    expect(await verifyPassword('Secret@124', a)).toBe(false);
  });

  it('a hash of before issue 28 (bare hex, 20,000 rounds) verifies and asks for a rehash', async () => {
    const salt = '5365727669636544657368446f6d6f21';
    const legacy = { passwordHash: await hashPassword('Demo@1234', salt, LEGACY_PBKDF2_ITERATIONS), passwordSalt: salt };
    expect(parsePasswordHash(legacy.passwordHash)).toEqual({ iterations: 20_000, hash: legacy.passwordHash });
    expect(await verifyPassword('Demo@1234', legacy)).toBe(true);
    expect(await verifyPassword('Demo@12345', legacy)).toBe(false);
    expect(passwordNeedsRehash(legacy)).toBe(true);
    // The cost a hash names is the one it is checked at.
    const cheap = { passwordHash: encodePasswordHash(1000, await hashPassword('x', salt, 1000)), passwordSalt: salt };
    expect(await verifyPassword('x', cheap)).toBe(true);
    expect(passwordNeedsRehash(cheap)).toBe(true);
  });

  it('refuses what is not one of its formats, or a cost out of bounds, without hashing', async () => {
    let derived = 0;
    const real = passwordKdf.derive;
    passwordKdf.derive = (...args) => {
      derived += 1;
      return real(...args);
    };
    try {
      for (const passwordHash of ['', 'plain', `pbkdf2-sha256$0$${'a'.repeat(64)}`, `pbkdf2-sha256$99999999$${'a'.repeat(64)}`, `scrypt$1$${'a'.repeat(64)}`]) {
        expect(parsePasswordHash(passwordHash)).toBeNull();
        expect(await verifyPassword('x', { passwordHash, passwordSalt: '00' })).toBe(false);
      }
      expect(await verifyPassword('x', undefined)).toBe(false);
      expect(derived).toBe(0);
    } finally {
      passwordKdf.derive = real;
    }
  });

  it('an unknown address is checked against a hash at today\'s cost that nothing matches', () => {
    expect(parsePasswordHash(UNMATCHABLE_PASSWORD.passwordHash)).toMatchObject({ iterations: PBKDF2_ITERATIONS });
  });
});
