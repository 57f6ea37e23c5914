import signInEnglish from 'virtual:english/sign-in';
import type { Locale, Messages } from './translate';
import { STORAGE_KEYS } from '../config';
import { isLocale } from './locales';

// The public shell's English starts with what the sign-in page needs (it is in the entry chunk) and
// grows to all public pages when one of the others is opened (see messageParts.js).
let english: Messages = signInEnglish;
let allPublicEnglish = false;
const listeners = new Set<() => void>();

export const getEnglishMessages = (): Messages => english;

export const subscribeEnglishMessages = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Fetches the English of the other public pages; AppRoutes loads it together with their chunks. */
export const loadPublicEnglish = async (): Promise<void> => {
  if (allPublicEnglish) return;
  const { default: messages } = await import('./publicEnglish');
  if (allPublicEnglish) return;
  allPublicEnglish = true;
  english = messages;
  listeners.forEach((listener) => listener());
};

/** The stored language while its file is there (locales.ts), else English. */
export const storedLocale = (): Locale => {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.locale);
    return isLocale(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
};
