import { GAMES } from '@gridrace/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale, t, type MessageKey } from '../../i18n/messages.ts';
// The games' own words come with their views, as in the app.
import '../registry.ts';

afterEach(() => setLocale('en'));

/** What each game's "How to play" fills its rules with: the end button's name, and the board's own figures. */
const rules = (game: string, shift: 'yes' | 'no' = 'yes') => t(`${game}.help.rules` as MessageKey, { finish: 'THE BUTTON', last: 15, shift });

describe('each game’s rules in its "How to play"', () => {
  it('name the button that ends the run, with no placeholder left, in both languages', async () => {
    for (const locale of ['en', 'es'] as const) {
      await setLocale(locale);
      for (const game of GAMES) {
        expect(rules(game), `${locale} ${game}`).toContain('THE BUTTON');
        expect(rules(game), `${locale} ${game}`).not.toMatch(/[{}]|help\./);
      }
    }
  });

  it('say what the rules say: walls’ runner, same’s points, fifteen’s order, columns closing up only where they do', () => {
    expect(rules('walls')).toContain('shortest path from start to finish, visiting the checkpoints in order');
    expect(rules('walls')).toContain('You cannot block it completely');
    expect(rules('same')).toContain('(n − 2)² points; clearing the board, 1,000 more');
    expect(rules('same')).toContain('empty columns close up');
    expect(rules('same', 'no')).not.toContain('columns');
    expect(rules('fifteen')).toContain('1 to 15 row by row, with the gap last');
  });
});
