import { IntlMessageFormat } from 'intl-messageformat';
import { en, type MessageKey as CommonKey } from './en.ts';
import type { Locale } from './locale.ts';

/**
 * Each game's own words, by game: each game's views folder declares its own (`declare module`
 * in its `words.ts`), so that a game's keys are checked as the common ones are.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameMessages {}
type GameKey = { [G in keyof GameMessages]: keyof GameMessages[G] }[keyof GameMessages];

export type MessageKey = CommonKey | GameKey;
export type Catalog = Readonly<Record<string, string>>;
export type MessageValues = Readonly<Record<string, string | number>>;

/** A game's own words in every language: English at once, another language fetched with its catalog. */
export interface GameWords {
  readonly en: Catalog;
  readonly es: () => Promise<Catalog>;
}

/**
 * Every language's messages, ICU MessageFormat (plurals: `{count, plural, one {...} other {...}}`).
 * English is in the first load; another language is a chunk of its own, fetched when chosen.
 */
const games: GameWords[] = [];
const english: Record<string, string> = { ...en };
const withGames = async (common: Catalog, locale: Exclude<Locale, 'en'>): Promise<Catalog> =>
  Object.assign({}, common, ...(await Promise.all(games.map((words) => words[locale]()))));
const CATALOGS: Readonly<Record<Locale, () => Promise<Catalog>>> = {
  en: () => Promise.resolve(english),
  es: () => import('./es.ts').then((module) => withGames(module.es, 'es')),
};
const loaded = new Map<Locale, Catalog>([['en', english]]);

/**
 * Adds a game's own words to the catalogs (the views' registry adds every game's). A language
 * already fetched is fetched again when next chosen, with them.
 */
export function addGameWords(words: GameWords): void {
  games.push(words);
  Object.assign(english, words.en);
  for (const locale of loaded.keys()) if (locale !== 'en' && locale !== current) loaded.delete(locale);
}

let current: Locale = 'en';
const listeners = new Set<(locale: Locale) => void>();
const compiled = new Map<string, IntlMessageFormat>();

export const currentLocale = (): Locale => current;

/** Switches every message to `locale` (its catalog loaded first) and tells whoever listens (the app re-renders). */
export async function setLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, await CATALOGS[locale]());
  if (locale === current) return;
  current = locale;
  for (const listener of listeners) listener(locale);
}

export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A message of the current language, its placeholders filled in. */
export function t(key: MessageKey, values?: MessageValues): string {
  const id = `${current}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    const message = (loaded.get(current) ?? english)[key];
    // Only a game whose words were never added (its view not in the registry) has none.
    if (message === undefined) throw new Error(`No message ${key} in ${current}`);
    format = new IntlMessageFormat(message, current);
    compiled.set(id, format);
  }
  return String(format.format(values));
}

export const hasMessage = (key: string): key is MessageKey => Object.hasOwn(english, key);

/**
 * A server or rules refusal in the player's language, read from its `code` alone (the
 * English `message` beside it is for programs and logs); a code we do not know reads as a
 * generic failure.
 */
export function errorText(code: string): string {
  const key = `error.${code}`;
  return t(hasMessage(key) ? key : 'error.unknown');
}

/** A preset's name in the player's language ("small", "pequeño"); a name that is a size ("4x4") reads as it is. */
export function presetLabel(name: string): string {
  const key = `preset.${name}`;
  return hasMessage(key) ? t(key) : name;
}

/** A failure caught on the way (a refusal thrown with its `code`, or anything else) in the player's language. */
export function failureText(failure: unknown): string {
  const code = typeof failure === 'object' && failure !== null && 'code' in failure ? failure.code : null;
  return errorText(typeof code === 'string' ? code : 'unknown');
}

/**
 * Params as message values: numbers stay numbers (plural rules), anything else is its text
 * ("heart", "false"); a param the value leaves out (an optional one) reads "none", so a
 * message's `select` takes its `other` branch rather than failing.
 */
export function paramValues(params: object): MessageValues {
  const values: Record<string, string | number> = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? value : String(value)]));
  return new Proxy(values, { has: () => true, get: (target, name) => (typeof name === 'string' ? (target[name] ?? 'none') : undefined) });
}
