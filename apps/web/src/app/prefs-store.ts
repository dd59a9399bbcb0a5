import { useEffect, useState } from 'preact/hooks';
import { effectiveTheme, loadPrefs, savePrefs } from '../client/prefs.ts';
import type { Prefs } from '../views/types.ts';
import { storage } from './services.ts';

let prefs = loadPrefs(storage);
const listeners = new Set<(prefs: Prefs) => void>();
const darkQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

export const systemDark = () => darkQuery?.matches ?? false;

/** Paints the theme on <html>: CSS variables follow `data-theme`. */
export function applyTheme(): void {
  document.documentElement.dataset.theme = effectiveTheme(prefs, systemDark());
  document.documentElement.dataset.motion = prefs.animationSpeed === 0 ? 'off' : 'on';
}
darkQuery?.addEventListener('change', applyTheme);

export function setPrefs(change: Partial<Prefs>): void {
  prefs = { ...prefs, ...change };
  savePrefs(storage, prefs);
  applyTheme();
  for (const listener of listeners) listener(prefs);
}

/** The player's preferences, re-rendering when they change anywhere. */
export function usePrefs(): Prefs {
  const [current, setCurrent] = useState(prefs);
  useEffect(() => {
    listeners.add(setCurrent);
    setCurrent(prefs);
    return () => void listeners.delete(setCurrent);
  }, []);
  return current;
}
