// Password hashing of the API (issue 14 scope 3, issue 28 scope 2): PBKDF2-HMAC-SHA-256 at OWASP's
// 600,000 rounds through WebCrypto (`crypto.subtle`: Node 20 and browsers on https or localhost, so
// the server and the in-browser demo share this one implementation; WebCrypto has no scrypt), a random
// 16-byte salt per account. Only the hash and the salt are stored (`passwordHash`, `passwordSalt`);
// neither ever leaves the backend.
//
// `passwordHash` names its cost: `pbkdf2-sha256$600000$<hex>`. A bare hex hash is one stored before
// issue 28 (20,000 rounds): it still verifies, and a sign-in that proves it is rehashed at today's cost
// with a new salt (`passwordNeedsRehash`, mocks/handlers/auth.ts).

/** PBKDF2 rounds of a new hash (OWASP Password Storage Cheat Sheet, PBKDF2-HMAC-SHA256). */
export const PBKDF2_ITERATIONS = 600_000;
/** The rounds of a bare hex hash, stored before issue 28. */
export const LEGACY_PBKDF2_ITERATIONS = 20_000;
/** The scheme a `passwordHash` names. */
export const PASSWORD_SCHEME = 'pbkdf2-sha256';
/** A stored cost above this is refused rather than computed (a damaged or hostile record must not stall sign-ins). */
const MAX_ITERATIONS = 10_000_000;
const HASH_BITS = 256;
const SALT_BYTES = 16;

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((h) => parseInt(h, 16)));

export interface PasswordHash {
  passwordHash: string;
  passwordSalt: string;
}

/** A new random salt (hex). */
export const newSalt = (): string => toHex(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));

/**
 * The key derivation itself, a pure function of its three inputs. An object so the test setups can
 * memoise it (tests/setup/passwordMemo.ts): the suites sign the same seeded accounts in hundreds of
 * times, and each distinct hash then costs its 600,000 rounds once per test worker, not each time.
 */
export const passwordKdf = {
  derive: async (password: string, saltHex: string, iterations: number): Promise<string> => {
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: fromHex(saltHex), iterations }, key, HASH_BITS);
    return toHex(new Uint8Array(bits));
  },
};

/** The PBKDF2 hash (hex, without the scheme) of `password` with `salt` (hex). */
export const hashPassword = (password: string, salt: string, iterations = PBKDF2_ITERATIONS): Promise<string> => passwordKdf.derive(password, salt, iterations);

/** `pbkdf2-sha256$<iterations>$<hex>`: what `passwordHash` holds. */
export const encodePasswordHash = (iterations: number, hex: string) => `${PASSWORD_SCHEME}$${iterations}$${hex}`;

/** The rounds and the hash (hex) of a stored `passwordHash`; null when it is neither of our formats. */
export const parsePasswordHash = (stored: string): { iterations: number; hash: string } | null => {
  if (/^[0-9a-f]{64}$/.test(stored)) return { iterations: LEGACY_PBKDF2_ITERATIONS, hash: stored };
  const m = /^pbkdf2-sha256\$(\d{1,8})\$([0-9a-f]{64})$/.exec(stored);
  const iterations = m ? Number(m[1]) : 0;
  return m && iterations >= 1 && iterations <= MAX_ITERATIONS ? { iterations, hash: m[2] } : null;
};

/** Hash and a new salt for a new password, at today's cost. */
export const makePasswordHash = async (password: string): Promise<PasswordHash> => {
  const passwordSalt = newSalt();
  return { passwordHash: encodePasswordHash(PBKDF2_ITERATIONS, await hashPassword(password, passwordSalt)), passwordSalt };
};

/** Compares in time independent of where the strings differ. */
const sameText = (a: string, b: string) => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
};

/** Whether `password` is the one stored as `stored` (at the cost it names); false when nothing usable is stored. */
export const verifyPassword = async (password: string, stored: Partial<PasswordHash> | undefined): Promise<boolean> => {
  const parsed = stored?.passwordHash ? parsePasswordHash(stored.passwordHash) : null;
  if (!parsed || !stored?.passwordSalt) return false;
  return sameText(await hashPassword(password, stored.passwordSalt, parsed.iterations), parsed.hash);
};

/** True when `stored` is not at today's scheme and cost: the next sign-in that proves the password rehashes it. */
export const passwordNeedsRehash = (stored: Partial<PasswordHash>): boolean => {
  const parsed = stored.passwordHash ? parsePasswordHash(stored.passwordHash) : null;
  return !parsed || !stored.passwordHash!.startsWith(`${PASSWORD_SCHEME}$`) || parsed.iterations !== PBKDF2_ITERATIONS;
};

/**
 * What a sign-in with an unknown address is checked against: today's cost (so timing does not tell an
 * unknown address from a wrong password), a hash no password gives.
 */
export const UNMATCHABLE_PASSWORD: PasswordHash = { passwordHash: encodePasswordHash(PBKDF2_ITERATIONS, '0'.repeat(64)), passwordSalt: '00'.repeat(SALT_BYTES) };
