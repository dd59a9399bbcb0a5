import { GAMES, rulesOf, type GameName } from '@gridrace/core';
import { afterEach, describe, expect, it } from 'vitest';
import { raceRuleWords } from './game-words.ts';
import { setLocale } from './messages.ts';
// The games' own words come with their views, as in the app.
import '../views/registry.ts';

afterEach(() => setLocale('en'));

const ruleOf = (game: GameName) => raceRuleWords(rulesOf(game));

describe('who wins a race, as the lobby says it', () => {
  it('says each game its own rule, the one its ranking places racers by', () => {
    expect(ruleOf('fifteen')).toBe('Who wins: the first to solve the board, then fewer moves.');
    expect(ruleOf('pipes')).toBe('Who wins: the first to solve the board, then fewer moves.');
    // Points decide a same race nobody clears, after the blocks left: not "first to finish wins".
    expect(ruleOf('same')).toBe('Who wins: the first to clear the board, then the fewest blocks left, then the most points, then whoever got there first.');
    expect(ruleOf('walls')).toBe('Who wins: the longest path, then whoever reached it first.');
  });

  it('says them in Spanish too', async () => {
    await setLocale('es');
    expect(ruleOf('fifteen')).toBe('Quién gana: quien resuelva antes el tablero; después, menos movimientos.');
    expect(ruleOf('same')).toBe('Quién gana: quien vacíe antes el tablero; después, menos bloques restantes; después, más puntos; después, quien llegó antes.');
    expect(ruleOf('walls')).toBe('Quién gana: el camino más largo; después, quien lo alcanzó antes.');
  });

  it('leaves no game without words', async () => {
    for (const locale of ['en', 'es'] as const) {
      await setLocale(locale);
      for (const game of GAMES) expect(ruleOf(game)).not.toMatch(/[{}]|words\.|game\./);
    }
  });
});
