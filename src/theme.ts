import { createTheme, type ThemeOptions } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';

// Indigo and teal read well on white and on the dark slate; contrast checked against WCAG AA.
const shared: ThemeOptions = {
  shape: { borderRadius: 10 },
  // Devanagari after the Latin fonts: its web font (src/i18n/scriptFonts.ts, loaded with Hindi) only
  // covers Devanagari's code points, so Latin text keeps the system font.
  typography: { fontFamily: '"Inter", "Segoe UI", Roboto, Arial, "Noto Sans Devanagari", sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiTextField: { defaultProps: { size: 'small' } },
  },
};

// Under vitest (jsdom) the theme has no transitions and no ripples: a closing dialog or snackbar
// otherwise keeps the test waiting its real exit time (the screen tests ran a tenth slower). The
// browser builds, and with them the end-to-end tests, keep every animation.
const testOnly: ThemeOptions =
  import.meta.env.MODE === 'test'
    ? {
        transitions: {
          create: () => 'none',
          duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
        },
        components: { ...shared.components, MuiButtonBase: { defaultProps: { disableRipple: true } } },
      }
    : {};

export const themeOptions = (mode: ThemeMode): ThemeOptions => ({
  ...shared,
  ...testOnly,
  palette:
    mode === 'light'
      ? {
          mode,
          primary: { main: '#3730a3' },
          secondary: { main: '#0f766e' },
          // Darker than MUI's defaults so white badge text keeps 4.5:1 (amber 5.0:1, blue 5.9:1).
          warning: { main: '#b45309' },
          info: { main: '#0369a1' },
          background: { default: '#f5f6fa', paper: '#ffffff' },
        }
      : {
          mode,
          primary: { main: '#a5b4fc' },
          secondary: { main: '#5eead4' },
          // MUI's default red is 3.97:1 on the dark card; this one is 5.29:1.
          error: { main: '#f87171' },
          background: { default: '#0f172a', paper: '#1e293b' },
        },
});

export const buildTheme = (mode: ThemeMode) => createTheme(themeOptions(mode));
