// The seeded accounts' password hashes (issue 28): every seeded account has the demo password
// (`Demo@1234`, src/config.ts), each with a salt of its own, hashed ahead at today's cost
// (src/domain/passwords.ts, PBKDF2-SHA-256, 600,000 rounds), so seeding (before every test, on every
// 'Reset demo data') does no hashing. tests/api/hardening.test.ts recomputes them.
import { encodePasswordHash, PBKDF2_ITERATIONS, type PasswordHash } from '../src/domain/passwords';

/** [salt, hash] in hex, one pair per seeded account in the order the seed adds them. */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['7c065ea1c6a3bbc9905f2b7c2926f907', '988c520894755a65dad9f279da271f040d7af3c0dac7a132427c0f10f2b7e46d'],
  ['1e86bf94ab0fa5caf0a81eb0da13be9d', '68beb3e54911dc9516aabb6ec91a51fad1f369802cf677aa0813726e65ebdd06'],
  ['031ba71a28b54abfc205c344b69d68bb', '8d726081f7278b94454c3102e4be68032f95471c15e9d4ffd38e7030d3654cce'],
  ['0c0bc067fbc3a25806658a9cfe3aedcb', 'efeb7cf32a33ce2d40ccac05646bc28b52aaec1de147dfa53c3e448e6b3ae4ce'],
  ['8e211596ffa40576d43dc323dd351225', 'a30f367c780af45413fdc9b4614813c0a65f491e89fb9ae2ec4dee84e0b054e3'],
  ['3b10e44f1b0ef16a395b6b7bb6fd101f', 'fc4654480603825600861bb20a0730cdef6e4e08f00c47859319771c811d9930'],
  ['58b372c3363bd90a1fd8b4084dad88a5', 'e64dcef7586a5160f9fe90c9900072d6408e0be00755566e5f1a5e197c618b47'],
  ['ede0fe55c2d0b08e9c3348dfbbcd9a3f', '467998e776d8c3b55f0077cdb62bf933ed80af8dc14b742f9ff222572636de82'],
  ['1323f8a049c2b83e8131575be336a870', '9b375f2ef6ca693824b2eced4bc64953794a8835e6b6dde4684fe6728457d9f9'],
  ['59bbf1a978c6af150958ed954daa521e', 'c2ce19de93ec9d22bfd2382e15548a9c34dd3ad3151b1c2bf764e7c59a2d7e91'],
  ['9d8a2d3ffd5a469f05ba23623e4900b8', 'a576953da58527df84e401246a4a256a550ddca7811cdf9e34153f6d0f816fef'],
  ['fe3903bf9aa5cde5f6c86a2a8b70b970', '47328b933c9142bdcc0f88de58705186e38c72cde99c9a5de2a587200cc53432'],
  ['3288ebf07d188e83d51f515edae7cc69', '7b122bae561209168235d77bc4b5f64a7dcf6895cd49efe909382a6d936d642e'],
  ['098e13bdd0cec1b91c827b4b9b7d61d5', 'aa69b9be8d23515af23e1ee477fde8fec45e724cd775ac94300fd7e75017f165'],
  ['7593e491141ca953efcfa84a74a26781', '65ac9dbea0b6880d79e98040de2c1c676139639f06204dfc098e7ab74787c844'],
  ['bd675ffe696a7b97cea8186ccae2b3a3', '99fcf2f96f6d240d5072698ec348c4b1f3f3c87e771647b91cc469b36aa52ace'],
];

/**
 * The stored hash of the seed's `index`th account. The default seed (3 warehouses) has 15 accounts, each
 * with its own pair; a seed of more warehouses (tests and benchmarks only) uses the pairs again in turn.
 */
export const seededPasswordHash = (index: number): PasswordHash => {
  const [passwordSalt, hash] = PAIRS[index % PAIRS.length];
  return { passwordHash: encodePasswordHash(PBKDF2_ITERATIONS, hash), passwordSalt };
};

/** How many seeded accounts have a pair of their own. */
export const SEEDED_PASSWORD_PAIRS = PAIRS.length;
