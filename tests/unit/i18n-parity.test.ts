import { describe, expect, it } from 'vitest';
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

describe('locale files', () => {
  const enFlat = flatten(en);
  const hiFlat = flatten(hi);
  it('have the same keys', () => {
    expect(Object.keys(hiFlat).sort()).toEqual(Object.keys(enFlat).sort());
  });
  it('use the same placeholders in every text', () => {
    const mismatched = Object.keys(enFlat).filter((k) => JSON.stringify(placeholders(enFlat[k])) !== JSON.stringify(placeholders(hiFlat[k] ?? '')));
    expect(mismatched).toEqual([]);
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
