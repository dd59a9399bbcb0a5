import { parsePuzzleId, rulesOf, seededPuzzle, type GameName } from '@gridrace/core';
import { randomSeed } from '../client/guest-name.ts';
import { hasMessage, paramValues, t } from '../i18n/messages.ts';

/** How each game is introduced and named: the views' registry has it. */
export { GAME_INFO } from '../views/index.ts';

/** The presets offered as new-game buttons, from the rules themselves. */
export function presetsOf(game: GameName): { readonly name: string; readonly params: unknown }[] {
  return Object.entries(rulesOf(game).presets).map(([name, params]) => ({ name, params }));
}

/** A fresh puzzle id: the rules make the id from params and a random seed, no server needed. */
export function newPuzzleId(game: GameName, params: unknown, seed: string = randomSeed()): string | null {
  const made = seededPuzzle(game, params, seed);
  return made.ok ? made.value.id : null;
}

/** The params of a puzzle id in words (ids carry them; no board needs generating). */
export function paramsLabel(puzzleId: string): string {
  const ref = parsePuzzleId(puzzleId);
  if (!ref.ok) return '';
  if (ref.value.kind === 'described') return t('play.customBoard');
  const { game } = ref.value;
  const params = rulesOf(game).parseParams(ref.value.params);
  if (!params.ok) return '';
  // A game whose params read as words ("3 colours, heart") says them in the catalogs; sizes read as they are.
  const key = `game.${game}.params`;
  return hasMessage(key) ? t(key, paramValues(params.value)) : rulesOf(game).describeParams(params.value);
}
