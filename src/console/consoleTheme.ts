import { alpha, type Theme, type ThemeOptions } from '@mui/material/styles';
import { themeOptions, type ThemeMode } from '../theme';

const BADGE_COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/**
 * The rules of the console's light row primitives (src/ui/RowActionButton, src/ui/StatusBadge),
 * written once per theme instead of once per element. A list shows up to 50 rows of badges and
 * action buttons; as MUI Chips and Buttons each of them cost a styled component, a ripple and a
 * style serialisation, and the first complaint row painted about 100 ms later on a cold load
 * (docs/performance.md). They look like MUI's small filled Chip and small outlined Button.
 */
export const rowPrimitiveStyles = (theme: Theme) => {
  const { palette } = theme;
  const actionColors = Object.fromEntries(
    BADGE_COLORS.map((color) => [
      `&[data-color="${color}"]`,
      {
        color: palette[color].main,
        borderColor: alpha(palette[color].main, 0.5),
        '@media (hover: hover)': {
          '&:hover:not(:disabled)': { borderColor: palette[color].main, backgroundColor: alpha(palette[color].main, palette.action.hoverOpacity) },
        },
      },
    ]),
  );
  const badgeColors = Object.fromEntries(
    BADGE_COLORS.map((color) => [`&[data-color="${color}"]`, { backgroundColor: palette[color].main, color: palette[color].contrastText }]),
  );
  return {
    // Plain cell layouts shared by tables and record pages (lighter than MUI Stacks in long lists).
    '.sd-stack': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.spacing(0.5) },
    '.sd-muted': { color: theme.palette.text.secondary },
    '.sd-caption': { ...theme.typography.caption, color: theme.palette.text.secondary },
    '.sd-link': {
      color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main,
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      '&:hover': { textDecorationThickness: '2px' },
    },
    '.sd-clamp': { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: '24ch' },
    '@keyframes sd-spin': { to: { transform: 'rotate(360deg)' } },
    '.sd-row-action': {
      ...theme.typography.button,
      textTransform: 'none',
      fontSize: theme.typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'flex-start',
      gap: 6,
      minWidth: 0,
      margin: 0,
      padding: '2px 8px',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      borderRadius: theme.shape.borderRadius,
      border: '1px solid',
      backgroundColor: 'transparent',
      transition: theme.transitions.create(['background-color', 'border-color'], { duration: theme.transitions.duration.short }),
      '& > svg': { fontSize: 18, width: '1em', height: '1em', fill: 'currentColor', flexShrink: 0 },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
      ...actionColors,
      '&:disabled': { color: palette.action.disabled, borderColor: palette.action.disabledBackground, cursor: 'default' },
    },
    '.sd-row-action-spinner': {
      width: 12,
      height: 12,
      flexShrink: 0,
      borderRadius: '50%',
      border: '2px solid currentColor',
      borderRightColor: 'transparent',
      animation: 'sd-spin 0.8s linear infinite',
    },
    '.sd-badge': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      maxWidth: '100%',
      padding: '0 8px',
      borderRadius: 16,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      fontWeight: 500,
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      backgroundColor: palette.action.selected,
      color: palette.text.primary,
      ...badgeColors,
    },
  };
};

/** On a phone (below `sm`), where a thumb taps: at least 44 px each way (WCAG 2.5.5, issue 16 scope 3). */
const onPhone = (rules: Record<string, unknown>) => ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: rules });
const TOUCH_TARGET = { minHeight: 44, minWidth: 44 };

/**
 * The console's theme: the shared one plus the row primitives' rules in its CssBaseline, and on a
 * phone thumb-sized buttons, menu items and row actions, and every dialog full-screen (once here,
 * for every dialog shell of src/ui and the screens' own, as MUI's `fullScreen` would draw them).
 */
export const consoleThemeOptions = (mode: ThemeMode): ThemeOptions => {
  const options = themeOptions(mode);
  const button = options.components?.MuiButton;
  return {
    ...options,
    components: {
      ...options.components,
      MuiCssBaseline: {
        styleOverrides: (theme) => {
          const t = theme as Theme;
          const rules = rowPrimitiveStyles(t);
          return { ...rules, '.sd-row-action': { ...rules['.sd-row-action'], [t.breakpoints.down('sm')]: { minHeight: 44, padding: '6px 12px' } } } as never;
        },
      },
      MuiButton: { ...button, styleOverrides: { ...button?.styleOverrides, sizeSmall: onPhone(TOUCH_TARGET), sizeMedium: onPhone(TOUCH_TARGET) } },
      MuiIconButton: { styleOverrides: { root: onPhone(TOUCH_TARGET) } },
      MuiMenuItem: { styleOverrides: { root: onPhone({ minHeight: 44 }) } },
      MuiListItemButton: { styleOverrides: { root: onPhone({ minHeight: 44 }) } },
      // A table wider than a phone scrolls in its own box, which keyboard users must be able to focus
      // and scroll (axe's scrollable-region-focusable); the page itself never scrolls sideways.
      MuiTableContainer: {
        defaultProps: { tabIndex: 0 },
        styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }) },
      },
      // So does every react-admin DataTable wider than its card (the screens' WIDE_TABLE_SX asked it of
      // some): neither cut off by the card nor widening the page. Its table takes the focus, so that
      // one with no link or button in its rows can be scrolled from the keyboard too.
      RaDataTable: {
        defaultProps: { tabIndex: 0 },
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
            // Inside the box, which would clip an outline drawn outside the table.
            '& .RaDataTable-table:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
          }),
        },
      },
      MuiDialog: {
        styleOverrides: {
          paper: onPhone({ margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 }),
        },
      },
    },
  };
};
