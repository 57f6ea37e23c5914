import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { usePreferences } from '../../preferences';
import { LOCALES, type Locale } from '../../i18n/translate';

/**
 * English / हिन्दी. The preferences (localStorage `locale`) are the source of truth; react-admin's own
 * locale state follows them so the console re-translates at once, and is brought in line on mount
 * when the language was picked on a public page.
 */
// Off screen but read by assistive technology (the usual clip pattern).
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export const LanguagePicker = () => {
  const translate = useTranslate();
  const { locale, setLocale } = usePreferences();
  const [raLocale, setRaLocale] = useLocaleState();

  useEffect(() => {
    if (raLocale !== locale) setRaLocale(locale);
  }, [locale, raLocale, setRaLocale]);

  const change = (next: Locale) => {
    setLocale(next);
    setRaLocale(next);
  };

  return (
    <TextField
      select
      size="small"
      label={translate('app.language.label')}
      value={locale}
      onChange={(e) => change(e.target.value as Locale)}
      // The label stays for screen readers and tests; the icon says "language" to the eye in a bar too low for a floating label.
      slotProps={{
        inputLabel: { sx: visuallyHidden },
        input: {
          notched: false,
          startAdornment: (
            <InputAdornment position="start" sx={{ color: 'inherit', mr: 0.5 }}>
              <TranslateIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{
        minWidth: 130,
        mx: 1,
        // Readable on the coloured app bar in both themes.
        '& .MuiInputBase-root, & .MuiSelect-icon': { color: 'inherit' },
        '& .MuiInputBase-root': { height: 36 },
        '& .MuiOutlinedInput-notchedOutline, & .MuiInputBase-root:hover .MuiOutlinedInput-notchedOutline': {
          borderColor: 'currentColor',
          opacity: 0.5,
        },
        '& .MuiInputBase-root.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor', opacity: 1 },
      }}
    >
      {LOCALES.map((l) => (
        <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
