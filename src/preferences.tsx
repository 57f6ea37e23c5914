import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
// @mui/material's ThemeProvider hands a theme without CSS variables (ours) to this one; importing
// it directly keeps MUI's CSS-variables provider out of the entry chunk (docs/performance.md).
import { ThemeProvider } from '@mui/system';
import { STORAGE_KEYS } from './config';
import { buildTheme, type ThemeMode } from './theme';
import { getEnglishMessages, storedLocale, subscribeEnglishMessages } from './i18n/messages';
import { loadMessages } from './i18n/locales';
import { translate, type Locale, type Messages } from './i18n/translate';
import { loadFontFor } from './i18n/scriptFonts';

// Theme and language for the whole app, persisted under `theme` and `locale`
// (docs/architecture.md, "Storage keys and headers").
interface Preferences {
  mode: ThemeMode;
  setMode: (m: ThemeMode) => void;
  toggleMode: () => void;
  locale: Locale;
  setLocale: (l: Locale) => void;
  t: (key: string, options?: Record<string, unknown>) => string;
}

const PreferencesContext = createContext<Preferences | null>(null);

export const storedMode = (): ThemeMode => {
  try {
    return localStorage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
};

export const PreferencesProvider = ({ children }: { children: ReactNode }) => {
  const [mode, setModeState] = useState<ThemeMode>(storedMode);
  const [locale, setLocaleState] = useState<Locale>(storedLocale);
  const english = useSyncExternalStore(subscribeEnglishMessages, getEnglishMessages);
  // The other languages' messages, each fetched when first picked (i18n/<code>.json, locales.ts).
  const [loaded, setLoaded] = useState<Record<Locale, Messages>>({});
  // English until the picked language has arrived (or when its file could not be fetched).
  const messages = (locale !== 'en' && loaded[locale]) || english;

  useEffect(() => {
    document.documentElement.lang = locale;
    // Devanagari's web font, fetched only for Hindi: the texts switch once it is there (scriptFonts.ts).
    const fontReady = loadFontFor(locale);
    if (locale === 'en' || loaded[locale]) return;
    let alive = true;
    Promise.all([loadMessages(locale), fontReady]).then(
      ([m]) => alive && setLoaded((all) => ({ ...all, [locale]: m })),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [locale, loaded]);

  // Another tab picked a language or a theme (issue 27): follow it, never write it back. Each tab
  // used to keep its own language while react-admin's store (RaStore.locale, synced across tabs by
  // react-admin) brought in the other tab's; useLocaleSync then put this tab's language back into that
  // store, which the other tab received and reversed in turn: the tabs flipped between the two
  // languages (and a blank page while each load ran) for good. The stored key is the one source of
  // truth: a `storage` event (only ever sent to the other tabs) sets this tab's state from it, and
  // react-admin's copy follows that state without a write anyone disagrees with.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      // A null key: the other tab cleared the whole storage.
      if (event.key === STORAGE_KEYS.locale || event.key === null) setLocaleState(storedLocale());
      if (event.key === STORAGE_KEYS.theme || event.key === null) setModeState(storedMode());
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  const setMode = useCallback((m: ThemeMode) => {
    localStorage.setItem(STORAGE_KEYS.theme, m);
    setModeState(m);
  }, []);
  const setLocale = useCallback((l: Locale) => {
    localStorage.setItem(STORAGE_KEYS.locale, l);
    setLocaleState(l);
  }, []);

  const value = useMemo<Preferences>(
    () => ({
      mode,
      setMode,
      toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark'),
      locale,
      setLocale,
      t: (key, options) => translate(messages, key, options),
    }),
    [mode, setMode, locale, setLocale, messages],
  );
  // `vars: null` as @mui/material's ThemeProvider sets it for themes without CSS variables.
  const theme = useMemo(() => ({ ...buildTheme(mode), vars: null }), [mode]);

  return (
    <PreferencesContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </PreferencesContext.Provider>
  );
};

export const usePreferences = (): Preferences => {
  const ctx = useContext(PreferencesContext);
  if (!ctx) throw new Error('usePreferences must be used inside PreferencesProvider');
  return ctx;
};
