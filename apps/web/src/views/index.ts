import type { GameName } from '@gridrace/core';
import type { ComponentType } from 'preact';
import { FifteenBoard } from './fifteen/FifteenBoard.tsx';
import { PipesBoard } from './pipes/PipesBoard.tsx';
import { SameBoard } from './same/SameBoard.tsx';
import { WallsBoard } from './walls/WallsBoard.tsx';
import type { BoardProps } from './types.ts';

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
