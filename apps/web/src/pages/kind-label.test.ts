import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/messages.ts';
import { kindLabel } from './games.ts';

afterEach(() => setLocale('en'));

describe('a kind of board in words', () => {
  it('names sizes, a journey level and custom boards in English', () => {
    expect(kindLabel('fifteen.v1.3')).toBe('3×3');
    expect(kindLabel('fifteen.v1.4')).toBe('4×4');
    expect(kindLabel('walls.v1.7x4w3c0r10')).toBe('7×4, journey level 1');
    expect(kindLabel('same.v1.15x10c3s')).toMatch(/^15×10, 3 colours/);
    expect(kindLabel('pipes.d')).toBe('Custom boards');
  });

  it('and in Spanish', async () => {
    await setLocale('es');
    expect(kindLabel('walls.v1.8x5w4c0r10')).toBe('8×5, nivel 2 del trayecto');
    expect(kindLabel('same.v1.15x10c3s')).toMatch(/^15×10, 3 colores/);
    expect(kindLabel('fifteen.d')).toBe('Tableros personalizados');
  });
});
