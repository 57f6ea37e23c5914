import en from '../../i18n/en.json';
import type { Locale, Messages } from './translate';
import { STORAGE_KEYS } from '../config';

export const englishMessages: Messages = en;

/** Hindi is fetched only when picked. */
export const loadMessages = async (locale: Locale): Promise<Messages> =>
  locale === 'hi' ? ((await import('../../i18n/hi.json')).default as Messages) : englishMessages;

export const storedLocale = (): Locale => {
  try {
    return localStorage.getItem(STORAGE_KEYS.locale) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
};
