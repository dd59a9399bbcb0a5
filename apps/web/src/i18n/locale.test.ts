import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../client/storage.ts';
import { loadLocale, pickLocale, saveLocale } from './locale.ts';

describe('the player’s language', () => {
  it('is the first of the browser’s languages that the app speaks, English otherwise', () => {
    expect(pickLocale(['es-ES', 'en-US'])).toBe('es');
    expect(pickLocale(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(pickLocale(['EN-gb', 'es'])).toBe('en');
    expect(pickLocale(['de', 'fr'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('is kept once chosen, whatever the browser says next time', () => {
    const storage = memoryStorage();
    expect(loadLocale(storage, ['es'])).toBe('es');
    saveLocale(storage, 'en');
    expect(loadLocale(storage, ['es'])).toBe('en');
    saveLocale(storage, 'es');
    expect(loadLocale(storage, ['en-US'])).toBe('es');
  });

  it('falls back to the browser’s when what is kept is no language of ours', () => {
    expect(loadLocale(memoryStorage({ 'gridrace.locale': '"klingon"' }), ['es-AR'])).toBe('es');
    expect(loadLocale(memoryStorage({ 'gridrace.locale': '{not json' }), ['en'])).toBe('en');
  });
});
