import type { GameName } from '@gridrace/core';
import type { ComponentType } from 'preact';
import { FifteenBoard } from './fifteen/FifteenBoard.tsx';
import { FifteenPrefs } from './fifteen/FifteenPrefs.tsx';
import { FIFTEEN_INTRO } from './fifteen/intro.ts';
import { FIFTEEN_HOW_TO } from './fifteen/how-to.ts';
import { PIPES_HOW_TO } from './pipes/how-to.ts';
import { PIPES_INTRO } from './pipes/intro.ts';
import { PipesBoard } from './pipes/PipesBoard.tsx';
import { SAME_HOW_TO } from './same/how-to.ts';
import { SAME_INTRO } from './same/intro.ts';
import { SamePrefs } from './same/SamePrefs.tsx';
import { SameBoard } from './same/SameBoard.tsx';
import { WALLS_HOW_TO } from './walls/how-to.ts';
import { WALLS_INTRO } from './walls/intro.ts';
import { WallsBoard } from './walls/WallsBoard.tsx';
import type { BoardProps, GameIntro, HowTo, PrefsProps } from './types.ts';

/**
 * The board view of each game. DOM contract shared by every view (the browser tests rely on
 * it): the board's root element has `data-board="<game>"`, and every cell element carries
 * `data-x` and `data-y`; a primary click on a cell is that game's move there (`pipes`: a
 * clockwise turn; a secondary click, turns counter-clockwise).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const BOARD_VIEWS: Record<GameName, ComponentType<BoardProps<any, any>>> = {
  fifteen: FifteenBoard,
  same: SameBoard,
  pipes: PipesBoard,
  walls: WallsBoard,
};

/** Each game's controls in words, for the line under its board. */
export const HOW_TO: Record<GameName, HowTo> = {
  fifteen: FIFTEEN_HOW_TO,
  same: SAME_HOW_TO,
  pipes: PIPES_HOW_TO,
  walls: WALLS_HOW_TO,
};

/** Each game's title and blurb for the home page and the result screens. */
export const GAME_INFO: Readonly<Record<GameName, GameIntro>> = {
  fifteen: FIFTEEN_INTRO,
  same: SAME_INTRO,
  pipes: PIPES_INTRO,
  walls: WALLS_INTRO,
};

/** The preferences a game has of its own (null: only the common ones), in the bar above its board. */
export const GAME_PREFS: Readonly<Record<GameName, ComponentType<PrefsProps> | null>> = {
  fifteen: FifteenPrefs,
  same: SamePrefs,
  pipes: null,
  walls: null,
};
