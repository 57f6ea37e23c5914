// Devanagari's web font (issue 17): fetched once, only for a locale written in Devanagari, and its
// CSS names only the package's Devanagari subset files, limited to Devanagari's code points.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/i18n/devanagariFont.css', () => {
  loads.count += 1;
  return {};
});

const { DEVANAGARI_WEIGHTS, loadFontFor } = await import('../../src/i18n/scriptFonts');

describe('loadFontFor', () => {
  it('fetches nothing for English, and the Devanagari font once for Hindi and Marathi', async () => {
    await loadFontFor('en');
    expect(loads.count).toBe(0);
    await Promise.all([loadFontFor('hi'), loadFontFor('hi')]);
    await loadFontFor('mr');
    expect(loads.count).toBe(1);
  });

  it('never rejects when the font cannot be fetched (the texts switch anyway), and tries again next time', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('../../src/i18n/devanagariFont.css', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return {};
    });
    const fresh = await import('../../src/i18n/scriptFonts');
    await expect(fresh.loadFontFor('hi')).resolves.toBeUndefined();
    await expect(fresh.loadFontFor('hi')).resolves.toBeUndefined();
    expect(attempts).toBe(2);
    vi.doUnmock('../../src/i18n/devanagariFont.css');
  });
});

describe('devanagariFont.css', () => {
  const root = resolve(import.meta.dirname, '../..');
  const css = readFileSync(resolve(root, 'src/i18n/devanagariFont.css'), 'utf8');
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body);

  it('declares the weights the theme uses, each a Devanagari-subset woff2 of the package, Devanagari code points only', () => {
    // The weights loadFontFor waits for before the texts switch.
    expect(faces.map((f) => Number(f.match(/font-weight:\s*(\d+)/)?.[1]))).toEqual(DEVANAGARI_WEIGHTS);
    expect(DEVANAGARI_WEIGHTS).toEqual([400, 500, 700]);
    for (const face of faces) {
      expect(face).toContain("font-family: 'Noto Sans Devanagari'");
      const url = face.match(/url\('([^']+)'\)/)?.[1] ?? '';
      expect(url).toMatch(/^@fontsource\/noto-sans-devanagari\/files\/noto-sans-devanagari-devanagari-\d+-normal\.woff2$/);
      expect(existsSync(resolve(root, 'node_modules', url)), url).toBe(true);
      // Latin (U+0000-00FF) stays with the system font.
      expect(face.match(/unicode-range:\s*([^;]+);/)?.[1]).toMatch(/^U\+0900-097F,/);
    }
  });
});
