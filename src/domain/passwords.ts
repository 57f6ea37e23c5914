// Password hashing for the demo backend (issue 14, scope 3): PBKDF2-SHA-256 through WebCrypto
// (`crypto.subtle`, in Node 20 and in browsers on https or localhost), a random salt per user. Only the
// hash and the salt are stored (`passwordHash`, `passwordSalt`); neither ever leaves the backend.

/**
 * PBKDF2 rounds. Low for a real service, chosen so a sign-in stays fast in the demo and in the tests
 * (about 5 ms per hash in Node 20 on the 2-core CI machine; 100,000 rounds take about 20 ms).
 */
export const PBKDF2_ITERATIONS = 20_000;
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

/** The PBKDF2 hash (hex) of `password` with `salt` (hex). */
export const hashPassword = async (password: string, salt: string, iterations = PBKDF2_ITERATIONS): Promise<string> => {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: fromHex(salt), iterations }, key, HASH_BITS);
  return toHex(new Uint8Array(bits));
};

/** Hash and salt for a new password. */
export const makePasswordHash = async (password: string): Promise<PasswordHash> => {
  const passwordSalt = newSalt();
  return { passwordHash: await hashPassword(password, passwordSalt), passwordSalt };
};

/** Compares in time independent of where the strings differ. */
const sameText = (a: string, b: string) => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
};

/** Whether `password` is the one stored as `stored`; false when nothing is stored. */
export const verifyPassword = async (password: string, stored: Partial<PasswordHash> | undefined): Promise<boolean> => {
  if (!stored?.passwordHash || !stored.passwordSalt) return false;
  return sameText(await hashPassword(password, stored.passwordSalt), stored.passwordHash);
};

/**
 * The demo accounts' password (`Demo@1234`, src/config.ts) hashed once with a fixed salt, so seeding
 * (before every test) costs no hashing. tests/api/hardening.test.ts checks it against hashPassword.
 */
export const DEMO_PASSWORD_SALT = '5365727669636544657368446f6d6f21';
export const DEMO_PASSWORD_HASH = '400f6f76e1251871cedbb3112fd36e8c2f20a5c25230b00ddb63e48436b69866';
