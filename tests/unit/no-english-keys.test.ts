// The guard of issue 29 (scope 2): a refusal is a key with parameters, never English matched back to a
// key. A rule's text lives once, in i18n/en.json (serverText.*); no code outside it holds a phrase of
// those texts (a rule returning English, a screen's regex or table over English texts), and no module
// builds matchers out of the templates. Rewording an English text in en.json then rewords it everywhere
// and drops no translation.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';

const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f));

/** The code of a file without its comments (a `//` after `:` is a URL's, kept). */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');

/**
 * The code that answers or shows refusals: the rules, the schemas, the screens, the demo backend and
 * the server. Not the OpenAPI document's writer and its call table: their descriptions quote the texts.
 */
const FILES = ['src', 'mocks', 'server'].flatMap(sources).filter((file) => !/src\/schemas\/(calls|openapi)\.ts$/.test(file));

/** The words of a text, lower case, without placeholders and punctuation. */
const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+(?:['-][a-z0-9]+)*/g) ?? [];

/**
 * The phrases of the refusals' English: each run of at least four words (and 20 letters) between two
 * placeholders ('is a past date: a visit can be booked for today'), as words. A shorter run ('must
 * be one of') is any English's, not a refusal's.
 */
const PHRASES = [
  ...new Set(
    Object.values(en.serverText as Record<string, string>)
      .flatMap((template) => template.split(/%\{\w+\}/))
      .map((part) => words(part).join(' '))
      .filter((phrase) => phrase.split(' ').length >= 4 && phrase.length >= 20),
  ),
];

/** The string, template and regex literals of a file's code, as words. */
const literals = (source: string): string[] =>
  [...source.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|\/\^(?:[^/\\\n]|\\.)+\//g)].map((m) =>
    words(m[0].replace(/\\[sdwbSDWB]/g, ' ').replace(/\\(.)/g, '$1')).join(' '),
  );

describe('no English matched back to keys (issue 29)', () => {
  it('finds the refusal phrases of en.json to look for', () => {
    expect(PHRASES.length).toBeGreaterThan(150);
    expect(PHRASES).toContain('this invoice is already paid');
  });

  it('holds no phrase of a refusal in code: the rules answer keys, the screens translate keys', () => {
    const found = FILES.flatMap((file) => {
      const said = literals(code(file)).map((literal) => ` ${literal} `);
      return PHRASES.filter((phrase) => said.some((literal) => literal.includes(` ${phrase} `))).map((phrase) => `${file}: "${phrase}"`);
    });
    expect(found).toEqual([]);
  });

  it('builds no matcher out of the English templates', () => {
    // A module that reads en.json's texts may format them; one that also makes regular expressions or
    // splits the templates at their placeholders is matching English back to keys.
    const readers = FILES.filter((file) => /i18n\/en\.json|consoleEnglish|publicEnglish/.test(code(file)));
    expect(readers.length).toBeGreaterThan(2);
    const matchers = readers.filter((file) => /new RegExp\(|\.split\(\/%\\\{/.test(code(file)));
    expect(matchers).toEqual([]);
  });

  it('keeps no key-guessing helper: the demo backend takes a key or a refusal, never English', () => {
    const helpers = FILES.filter((file) => /\b(keyOf|isTextKey|KEY_BY_MESSAGE|RULE_KEYS|TIER_PROBLEMS|GSTIN_PROBLEMS|INSUFFICIENT_STOCK)\b/.test(code(file)));
    expect(helpers).toEqual([]);
    // A src/domain table of English sentences by rule (PRODUCT_MESSAGES...) is gone: its rules hold refusals.
    const tables = sources('src/domain').filter((file) => /\b[A-Z_]+_MESSAGES?\b\s*=/.test(code(file)));
    expect(tables).toEqual([]);
  });
});
