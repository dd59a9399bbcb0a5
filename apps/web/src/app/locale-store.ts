import { useEffect, useState } from 'preact/hooks';
import { loadLocale, saveLocale, type Locale } from '../i18n/locale.ts';
import { currentLocale, onLocaleChange, setLocale } from '../i18n/messages.ts';
import { storage } from './services.ts';

/** Starts in the player's kept language, or the browser's, and tells assistive technology on <html lang>. */
export async function applyLocale(): Promise<void> {
  await setLocale(loadLocale(storage, typeof navigator === 'undefined' ? [] : navigator.languages)).catch(() => undefined);
  document.documentElement.lang = currentLocale();
}

/** The player's choice of language: kept for the next visit, shown on every page once its messages are in. */
export async function chooseLocale(locale: Locale): Promise<void> {
  saveLocale(storage, locale);
  await setLocale(locale);
  document.documentElement.lang = locale;
}

/** The current language, re-rendering when the player switches. */
export function useLocale(): Locale {
  const [locale, setCurrent] = useState(currentLocale());
  useEffect(() => onLocaleChange(setCurrent), []);
  return locale;
}
