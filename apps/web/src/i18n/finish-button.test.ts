import { rulesOf } from '@gridrace/core';
import { afterEach, describe, expect, it } from 'vitest';
import { finishButton } from './game-words.ts';
import { setLocale } from './messages.ts';
// The games' own words come with their views, as in the app.
import '../views/registry.ts';

afterEach(() => setLocale('en'));

describe('the button that ends a run, as its toolbar names it', () => {
  it('hands a walls layout in: "End run" alone, "Submit layout" in a race', () => {
    expect(finishButton(rulesOf('walls'), 'solo')).toEqual({ label: 'End run', title: 'Submit this layout' });
    expect(finishButton(rulesOf('walls'), 'race')).toEqual({ label: 'Submit layout', title: 'Submit this layout' });
  });

  it('gives the other games up, with the warning of where they are played', () => {
    for (const game of ['fifteen', 'same', 'pipes'] as const) {
      expect(finishButton(rulesOf(game), 'solo')).toEqual({ label: 'Give up', title: 'Give up this run' });
      expect(finishButton(rulesOf(game), 'race').label).toBe('Give up');
    }
    expect(finishButton(rulesOf('pipes'), 'race').title).not.toBe(finishButton(rulesOf('pipes'), 'solo').title);
  });

  it('says it in Spanish too', async () => {
    await setLocale('es');
    expect(finishButton(rulesOf('walls'), 'solo').label).toBe('Terminar');
    expect(finishButton(rulesOf('walls'), 'race').label).toBe('Entregar disposición');
    expect(finishButton(rulesOf('same'), 'race').label).toBe('Abandonar');
  });
});
