// Web fonts for scripts a machine may have no system font for (issue 17): without one, Hindi shows as
// empty boxes. Each is a lazy CSS chunk fetched the first time a locale written in its script is
// applied (src/preferences.tsx, src/providers/i18nProvider.ts) or the console's language menu, which
// names each language in its own script, is opened (LanguagePicker); English fetches nothing else.

/** Locales written in Devanagari: Hindi, and Marathi and Nepali should their locale files be added. */
const DEVANAGARI = new Set(['hi', 'mr', 'ne']);

/**
 * The font stack for monospace text that may hold Devanagari (a translated label before a GSTIN): a bare
 * `monospace` names one system font, which on a machine without Devanagari drew Hindi as boxes (issue 27).
 * The web font comes first; its unicode-range leaves every other character to the monospace font.
 */
export const MONOSPACE_FONTS = '"Noto Sans Devanagari", monospace';

/** The weights src/i18n/devanagariFont.css declares (the theme's 400, 500 and 600-800). */
export const DEVANAGARI_WEIGHTS = [400, 500, 700];

/** Longest wait for the font files before the texts switch anyway (they then swap in when they come). */
const FONT_WAIT_MS = 3000;

let devanagari: Promise<void> | undefined;

const loadDevanagari = async (): Promise<void> => {
  try {
    await import('./devanagariFont.css');
  } catch {
    devanagari = undefined; // offline or a new deploy: tried again next time; the texts switch anyway
    return;
  }
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return;
  const faces = Promise.all(DEVANAGARI_WEIGHTS.map((w) => fonts.load(`${w} 16px "Noto Sans Devanagari"`, 'क')));
  await Promise.race([faces, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]).catch(() => undefined);
};

/**
 * Loads the web font of `locale`'s script once (Noto Sans Devanagari, src/i18n/devanagariFont.css);
 * a no-op for a locale the system fonts cover. Resolves once the CSS is in and its faces have loaded
 * (or after FONT_WAIT_MS): callers switch the texts to that locale only then, because Chromium left
 * text first laid out while a weight was still loading as empty boxes in the system font for good.
 * Never rejects: a failed load resolves too (the texts must not wait on a font), and is tried again.
 */
export const loadFontFor = (locale: string): Promise<void> => {
  if (!DEVANAGARI.has(locale)) return Promise.resolve();
  devanagari ??= loadDevanagari();
  return devanagari;
};
