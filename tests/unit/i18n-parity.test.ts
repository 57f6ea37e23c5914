import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import raEnglish from 'ra-language-english';
import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';

const flatten = (obj: unknown, prefix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj as Record<string, unknown>)) Object.assign(out, flatten(v, prefix ? `${prefix}.${k}` : k));
  } else out[prefix] = String(obj);
  return out;
};
const placeholders = (s: string) => [...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

// Every locale file in i18n/, as the app finds them (src/i18n/locales.ts): <code>.json holds our
// messages, ra.<code>.json react-admin's. A file that vanishes while this runs (the throw-away
// language of tests/ui/public/pages.test.tsx) is skipped.
const I18N = join(__dirname, '../../i18n');
const readLocaleFiles = (pattern: RegExp) =>
  readdirSync(I18N)
    .filter((name) => pattern.test(name))
    .flatMap((name) => {
      try {
        return [{ name, messages: JSON.parse(readFileSync(join(I18N, name), 'utf8')) as Record<string, unknown> }];
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    });
const ours = readLocaleFiles(/^(?!ra\.)[^.]+\.json$/);
const reactAdmins = readLocaleFiles(/^ra\.[^.]+\.json$/);

const mismatches = (reference: Record<string, string>, messages: Record<string, unknown>) => {
  const flat = flatten(messages);
  return {
    missing: Object.keys(reference).filter((k) => !(k in flat)),
    extra: Object.keys(flat).filter((k) => !(k in reference)),
    placeholders: Object.keys(reference).filter((k) => k in flat && JSON.stringify(placeholders(reference[k])) !== JSON.stringify(placeholders(flat[k]))),
  };
};
const none = { missing: [], extra: [], placeholders: [] };

describe('locale files', () => {
  const enFlat = flatten(en);
  const hiFlat = flatten(hi);

  it('are found: English, Hindi and react-admin in Hindi at least', () => {
    expect(ours.map((f) => f.name)).toEqual(expect.arrayContaining(['en.json', 'hi.json']));
    expect(reactAdmins.map((f) => f.name)).toContain('ra.hi.json');
  });

  it.each(ours.map((f) => [f.name, f.messages] as const))('%s has the same keys and placeholders as en.json', (_, messages) => {
    expect(mismatches(enFlat, messages)).toEqual(none);
  });

  it.each(ours.map((f) => [f.name, f.messages] as const))("%s names its language for the pickers (language.name)", (_, messages) => {
    const name = (messages.language as { name?: unknown } | undefined)?.name;
    expect(typeof name === 'string' && name.trim().length > 0).toBe(true);
  });

  it.each(reactAdmins.map((f) => [f.name, f.messages] as const))("%s has react-admin's English keys and placeholders, and its language a file", (name, messages) => {
    expect(mismatches(flatten({ ra: raEnglish.ra }), messages)).toEqual(none);
    expect(ours.map((f) => f.name)).toContain(name.replace(/^ra\./, ''));
  });

  it('are really translated: Hindi texts are in Devanagari, not copies of the English', () => {
    // Language names, codes and acronyms (SKU, BOM, CSV, ID, INR) and placeholder-only texts may stay as they are.
    const allowed = (k: string, v: string) => {
      const text = v.replace(/%\{\w+\}/g, '');
      return k.startsWith('app.language.') || !/[a-z]{3,}/i.test(text) || /^[A-Z0-9 .()#%/&-]+$/.test(text.trim());
    };
    const untranslated = Object.keys(enFlat).filter((k) => hiFlat[k] === enFlat[k] && !allowed(k, enFlat[k]) && !/[\u0900-\u097F]/.test(hiFlat[k]));
    expect(untranslated).toEqual([]);
    const noDevanagari = Object.keys(hiFlat).filter((k) => !allowed(k, enFlat[k]) && !/[\u0900-\u097F]/.test(hiFlat[k]));
    expect(noDevanagari.length / Object.keys(hiFlat).length).toBeLessThan(0.05);
  });
});
