import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, effectiveTheme, loadPrefs, savePrefs, toggledTheme } from './prefs.ts';
import { memoryStorage } from './storage.ts';

describe('preferences', () => {
  it('are the defaults on a first visit, and come back as saved', () => {
    const storage = memoryStorage();
    expect(loadPrefs(storage)).toEqual(DEFAULT_PREFS);
    const chosen = { theme: 'dark', animationSpeed: 2, fifteenBackground: 'life', colorBlind: true } as const;
    savePrefs(storage, chosen);
    expect(loadPrefs(storage)).toEqual(chosen);
  });

  it('keep the good fields of a damaged record and default the rest', () => {
    const storage = memoryStorage({ 'gridrace.prefs': JSON.stringify({ theme: 'neon', animationSpeed: 0, colorBlind: 'yes' }) });
    expect(loadPrefs(storage)).toEqual({ ...DEFAULT_PREFS, animationSpeed: 0 });
    expect(loadPrefs(memoryStorage({ 'gridrace.prefs': '{not json' }))).toEqual(DEFAULT_PREFS);
  });

  it('follow the system theme until the player toggles it', () => {
    expect(effectiveTheme(DEFAULT_PREFS, true)).toBe('dark');
    expect(effectiveTheme(DEFAULT_PREFS, false)).toBe('light');
    expect(toggledTheme(DEFAULT_PREFS, true).theme).toBe('light');
    expect(toggledTheme({ ...DEFAULT_PREFS, theme: 'light' }, true).theme).toBe('dark');
  });
});
