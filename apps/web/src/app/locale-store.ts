import { useEffect, useState } from 'preact/hooks';
import { loadLocale, saveLocale, type Locale } from '../i18n/locale.ts';
import { currentLocale, onLocaleChange, setLocale } from '../i18n/messages.ts';
import { storage } from './services.ts';

/** Starts in the player's kept language, or the browser's, and tells assistive technology on <html lang>. */
export function applyLocale(): void {
  setLocale(loadLocale(storage, typeof navigator === 'undefined' ? [] : navigator.languages));
  document.documentElement.lang = currentLocale();
}

/** The player's choice of language: kept for the next visit, shown at once on every page. */
export function chooseLocale(locale: Locale): void {
  saveLocale(storage, locale);
  setLocale(locale);
  document.documentElement.lang = locale;
}

/** The current language, re-rendering when the player switches. */
export function useLocale(): Locale {
  const [locale, setCurrent] = useState(currentLocale());
  useEffect(() => onLocaleChange(setCurrent), []);
  return locale;
}
