import { GAMES, type GameName } from '@gridrace/core';
import type { ComponentType } from 'preact';
import { t } from '../i18n/messages.ts';
import { GAME_VIEWS } from './registry.ts';
import type { BoardProps, GameIntro, GameView, HelpProps, HowTo, PrefsProps } from './types.ts';

export { GAME_VIEWS } from './registry.ts';

function inWords<T>(make: (game: GameName) => T): Readonly<Record<GameName, T>> {
  return Object.fromEntries(GAMES.map((game) => [game, make(game)])) as Record<GameName, T>;
}

const byGame = <T>(pick: (view: GameView) => T): Readonly<Record<GameName, T>> => inWords((game) => pick(GAME_VIEWS[game]));

/**
 * The board view of each game. DOM contract shared by every view (the browser tests rely on
 * it): the board's root element has `data-board="<game>"`, and every cell element carries
 * `data-x` and `data-y`; a primary click on a cell is that game's move there (`pipes`: a
 * clockwise turn; a secondary click, turns counter-clockwise).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const BOARD_VIEWS: Readonly<Record<GameName, ComponentType<BoardProps<any, any>>>> = byGame((view) => view.Board);

/** Each game's controls in words, for the line under its board (read in the current language). */
export const HOW_TO: Readonly<Record<GameName, HowTo>> = inWords((game) => ({
  get mouse() {
    return t(`game.${game}.howMouse`);
  },
  get touch() {
    return t(`game.${game}.howTouch`);
  },
  get keys() {
    return t(`game.${game}.howKeys`);
  },
}));

/** Each game's title and blurb for the home page and the result screens (read in the current language). */
export const GAME_INFO: Readonly<Record<GameName, GameIntro>> = inWords((game) => ({
  get title() {
    return t(`game.${game}.title`);
  },
  get blurb() {
    return t(`game.${game}.blurb`);
  },
  get preparing() {
    return t(`game.${game}.preparing`);
  },
}));

/** What each game's preset boards are, in words beside their names (read in the current language). */
export const PRESET_DETAIL: Readonly<Record<GameName, (params: unknown) => string | null>> = byGame((view) => view.presetDetail);

/** The preferences a game has of its own (null: only the common ones), in the bar above its board. */
export const GAME_PREFS: Readonly<Record<GameName, ComponentType<PrefsProps> | null>> = byGame((view) => view.Prefs);

/** Each game's rules and the legend of its board, in its "How to play". */
export const GAME_HELP: Readonly<Record<GameName, ComponentType<HelpProps>>> = byGame((view) => view.Help);
