import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { STORAGE_KEYS } from './config';
import { buildTheme, type ThemeMode } from './theme';
import { englishMessages, loadMessages, storedLocale } from './i18n/messages';
import { translate, type Locale, type Messages } from './i18n/translate';

// Theme and language for the whole app, persisted under `theme` and `locale` (DESIGN section 4).
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
  const [messages, setMessages] = useState<Messages>(englishMessages);

  useEffect(() => {
    let alive = true;
    loadMessages(locale).then((m) => alive && setMessages(m));
    document.documentElement.lang = locale;
    return () => {
      alive = false;
    };
  }, [locale]);

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
  const theme = useMemo(() => buildTheme(mode), [mode]);

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
