import { GAMES } from '@gridrace/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/messages.ts';
import { presetsOf } from './games.ts';
import { presetWords } from './PresetName.tsx';

const wordsOf = (game: (typeof GAMES)[number], name: string): string =>
  presetWords(
    game,
    presetsOf(game).find((preset) => preset.name === name)!,
  );

describe("presets in the player's words", () => {
  afterEach(() => setLocale('en'));

  it('name same boards by what they are: size, colours, and whether they always clear', async () => {
    expect(wordsOf('same', 'small')).toBe('Small · 15×10, 3 colours');
    expect(wordsOf('same', 'tatham')).toBe('Small, more colours · 15×10, 4 colours');
    // The two 25×40 boards: the classic random fill may leave blocks whatever the player does.
    expect(wordsOf('same', 'classic')).toBe('Classic · 25×40, 3 colours, not always clearable');
    expect(wordsOf('same', 'tall')).toBe('Tall · 25×40, 3 colours');
    expect(wordsOf('same', 'heart')).toBe('Heart · 15×15, 3 colours');
    expect(wordsOf('walls', 'simple')).toBe('Simple · 13×7, 7–10 walls');
    expect(wordsOf('pipes', 'large')).toBe('Large · 20×15');
    expect(wordsOf('fifteen', '4x4')).toBe('4x4');
    await setLocale('es');
    expect(wordsOf('same', 'classic')).toBe('Clásico · 25×40, 3 colores, no siempre se puede vaciar');
    expect(wordsOf('walls', 'complex')).toBe('Complejo · 19×9, de 14 a 16 muros');
  });

  it.each(['en', 'es'] as const)('never read two presets of a game alike, nor as their ids (%s)', async (locale) => {
    await setLocale(locale);
    for (const game of GAMES) {
      const words = presetsOf(game).map((preset) => wordsOf(game, preset.name));
      expect(new Set(words).size, game).toBe(words.length);
      for (const name of ['tatham', 'classic', 'noshift']) expect(words.join('|')).not.toContain(name);
    }
  });
});
