import { placingFigureOf, type PlacingFigure } from './goal.ts';
import type { GameName } from './puzzle.ts';
import { rulesOf } from './puzzles.ts';
import { GAMES } from './registry.ts';

/** The games whose results are placed by `figure` (what a database groups its figures by). */
export const gamesPlacedBy = (figure: PlacingFigure): GameName[] => GAMES.filter((game) => placingFigureOf(rulesOf(game)) === figure);
