import { journeyLevelOfKind, parsePuzzleId, parseStatsKind, rulesOf, seededPuzzle, type GameName } from '@gridrace/core';
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
  return params.ok ? paramsWords(game, params.value) : '';
}

/** Params as a player sent them (any JSON, defaults filled in) in words, e.g. the board a quick race asked for. */
export function boardLabel(game: GameName, rawParams: unknown): string {
  const params = rulesOf(game).paramsSchema.safeParse(rawParams);
  return params.success ? paramsWords(game, params.data) : '';
}

/**
 * A kind of board a player's statistics are kept per (core's `statsKindOf`) in words: "4×4",
 * "7×4, level 1" for a journey level's own board, "Custom boards" for a game's described ones.
 */
export function kindLabel(kind: string): string {
  const parsed = parseStatsKind(kind);
  if (!parsed.ok) return kind;
  if (parsed.value.kind === 'described') return t('stats.customBoards');
  const board = paramsWords(parsed.value.game, parsed.value.parsed as object);
  const level = journeyLevelOfKind(parsed.value);
  return level === null ? board : t('stats.journeyBoard', { board, level });
}

function paramsWords(game: GameName, params: object): string {
  // A game whose params read as words ("3 colours, heart") says them in the catalogs; sizes read as they are.
  const key = `game.${game}.params`;
  return hasMessage(key) ? t(key, paramValues(params)) : rulesOf(game).describeParams(params);
}
