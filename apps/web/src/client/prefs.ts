import type { Prefs } from '../views/types.ts';
import { readJson, writeJson, type KeyValue } from './storage.ts';

const KEY = 'gridrace.prefs';

export const DEFAULT_PREFS: Prefs = { theme: 'system', animationSpeed: 1, fifteenBackground: 'numbers', colorBlind: false };

const THEMES: readonly Prefs['theme'][] = ['light', 'dark', 'system'];
const SPEEDS: readonly Prefs['animationSpeed'][] = [0, 0.5, 1, 2];

/** Stored preferences, field by field: a bad or old field falls back to its default alone. */
export function loadPrefs(storage: KeyValue): Prefs {
  const raw = readJson(storage, KEY);
  const stored = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);
  return {
    theme: pick(stored.theme, THEMES, DEFAULT_PREFS.theme),
    animationSpeed: pick(stored.animationSpeed, SPEEDS, DEFAULT_PREFS.animationSpeed),
    fifteenBackground: typeof stored.fifteenBackground === 'string' && stored.fifteenBackground.length <= 64 ? stored.fifteenBackground : DEFAULT_PREFS.fifteenBackground,
    colorBlind: typeof stored.colorBlind === 'boolean' ? stored.colorBlind : DEFAULT_PREFS.colorBlind,
  };
}

export function savePrefs(storage: KeyValue, prefs: Prefs): void {
  writeJson(storage, KEY, prefs);
}

/** The theme to paint: the player's choice, or the system's when they left it to the system. */
export function effectiveTheme(prefs: Prefs, systemDark: boolean): 'light' | 'dark' {
  if (prefs.theme === 'system') return systemDark ? 'dark' : 'light';
  return prefs.theme;
}

/** The toggle cycles through the two themes, leaving "system" once the player has chosen. */
export function toggledTheme(prefs: Prefs, systemDark: boolean): Prefs {
  return { ...prefs, theme: effectiveTheme(prefs, systemDark) === 'dark' ? 'light' : 'dark' };
}
