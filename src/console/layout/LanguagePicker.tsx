import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { usePreferences } from '../../preferences';
import { LOCALES } from '../../i18n/locales';
import { loadFontFor } from '../../i18n/scriptFonts';
import { AppBarSelect } from '../../ui/AppBarSelect';

/** Keeps react-admin's locale on the preferences' one (also where the picker is folded away, on a phone). */
export const useLocaleSync = () => {
  const { locale } = usePreferences();
  const [raLocale, setRaLocale] = useLocaleState();
  useEffect(() => {
    if (raLocale !== locale) setRaLocale(locale);
  }, [locale, raLocale, setRaLocale]);
};

/**
 * Every language with a file in i18n/ (src/i18n/locales.ts). The preferences (localStorage `locale`)
 * are the source of truth; react-admin's own locale state follows them so the console re-translates
 * at once, and is brought in line on mount when the language was picked on a public page.
 */
export const LanguagePicker = () => {
  const translate = useTranslate();
  const { locale, setLocale } = usePreferences();
  const [, setRaLocale] = useLocaleState();
  useLocaleSync();

  const change = (next: string) => {
    setLocale(next);
    setRaLocale(next);
  };

  return (
    <AppBarSelect
      label={translate('app.language.label')}
      value={locale}
      onChange={change}
      icon={<TranslateIcon fontSize="small" />}
      // Each language is named in its own script: a script's web font comes before the names are drawn,
      // since Chromium keeps text drawn while its font was loading as empty boxes (src/i18n/scriptFonts.ts).
      beforeOpen={() => Promise.all(LOCALES.map((l) => loadFontFor(l.locale)))}
      sx={{ minWidth: 130 }}
    >
      {LOCALES.map((l) => (
        <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
          {l.name}
        </MenuItem>
      ))}
    </AppBarSelect>
  );
};
