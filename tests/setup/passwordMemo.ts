// Password hashing in the test suites (src/domain/passwords.ts): the real PBKDF2 at the real cost
// (600,000 rounds, about a third of a second on the 2-core machine), memoised. The suites sign the
// same seeded accounts in hundreds of times; each distinct (password, salt, cost) is then derived
// once per test worker and its result reused, the same bytes the derivation gives. Nothing else
// changes: a new password still gets a new random salt (and so a real derivation), and a wrong
// password is derived like a right one.
import { passwordKdf } from '../../src/domain/passwords';

// The results on the worker's global object, so they outlive a file's modules; a project that does
// not isolate its files runs this setup again per file while the wrapped function stays wrapped.
const worker = globalThis as { __passwordMemo?: Map<string, Promise<string>> };

export const memoisePasswordHashing = () => {
  if ((passwordKdf.derive as { memoised?: true }).memoised) return;
  const results = (worker.__passwordMemo ??= new Map());
  const real = passwordKdf.derive;
  const memoised = (password: string, saltHex: string, iterations: number) => {
    const key = JSON.stringify([password, saltHex, iterations]);
    let result = results.get(key);
    if (!result) {
      result = real(password, saltHex, iterations);
      results.set(key, result);
      result.catch(() => results.delete(key));
    }
    return result;
  };
  passwordKdf.derive = Object.assign(memoised, { memoised: true as const });
};
