import { readJson, writeJson, type KeyValue } from '../client/storage.ts';

/** The languages the web app speaks; the first is the one a browser gets when it asks for none of them. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

const KEY = 'gridrace.locale';

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The first of the browser's languages that we speak ("es-MX" is Spanish), else English. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return LOCALES[0];
}

/** The player's chosen language, kept by the browser; the browser's own until they choose. */
export function loadLocale(storage: KeyValue, languages: readonly string[]): Locale {
  const stored = readJson(storage, KEY);
  return isLocale(stored) ? stored : pickLocale(languages);
}

export function saveLocale(storage: KeyValue, locale: Locale): void {
  writeJson(storage, KEY, locale);
}
