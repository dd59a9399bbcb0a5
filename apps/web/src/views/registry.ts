import type { GameName } from '@gridrace/core';
import { addGameWords } from '../i18n/messages.ts';
import { fifteenView } from './fifteen/view.ts';
import { pipesView } from './pipes/view.ts';
import { sameView } from './same/view.ts';
import type { GameView } from './types.ts';
import { wallsView } from './walls/view.ts';

/**
 * Every game's view, by name: the web's one list of games. A new game is one folder under
 * views/ (its board, help and words) and one line here (the compiler asks for it); every
 * per-game table (`index.ts`), and the catalogs' game words, are read off it.
 */
export const GAME_VIEWS: Readonly<Record<GameName, GameView>> = registered({
  fifteen: fifteenView,
  same: sameView,
  pipes: pipesView,
  walls: wallsView,
});

/** Views as the registry holds them: each game's words added to the catalogs as it comes in. */
export function registered<Views extends Readonly<Record<string, GameView>>>(views: Views): Views {
  for (const view of Object.values(views)) addGameWords(view.words);
  return views;
}
