import type { GameName } from '@gridrace/core';
import { readEntry, writeEntry, type KeyValue } from './storage.ts';

const KEY = 'gridrace.help';

/** Whether a game's "How to play" is open or folded, as the player last left it. */
export type HelpFold = 'open' | 'closed';

/**
 * How a game's help shows when its page opens: open the first time the player plays that game
 * (nothing stored yet), then as they last left it; `first` says this is that first time.
 */
export function helpFoldAtStart(storage: KeyValue, game: GameName): { open: boolean; first: boolean } {
  const fold = readEntry(storage, KEY, game);
  if (fold !== 'open' && fold !== 'closed') return { open: true, first: true };
  return { open: fold === 'open', first: false };
}

/** Remembers a game's help folded or open (the other games' are kept). */
export function rememberHelpFold(storage: KeyValue, game: GameName, fold: HelpFold): void {
  writeEntry(storage, KEY, game, fold);
}
