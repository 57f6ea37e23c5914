import type { Locale as DateFnsLocale } from 'date-fns';
import { enIN } from 'date-fns/locale/en-IN';
import { hi } from 'date-fns/locale/hi';

// The date pickers' locale (month and day names, week start, date order). date-fns's locales are
// code, not messages a translator can add as a file in i18n/, and importing them by a computed name
// would put every one of them in the build: the languages we know are mapped here, and any other
// language gets Indian English's (day before month, as Indian users write dates).
const DATE_FNS_LOCALES: Record<string, DateFnsLocale> = { hi };

export const dateFnsLocale = (locale: string): DateFnsLocale => DATE_FNS_LOCALES[locale] ?? enIN;
