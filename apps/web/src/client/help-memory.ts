import type { GameName } from '@gridrace/core';
import { readJson, writeJson, type KeyValue } from './storage.ts';

const KEY = 'gridrace.help';

/** Whether a game's "How to play" is open or folded, as the player last left it. */
export type HelpFold = 'open' | 'closed';

function stored(storage: KeyValue): Record<string, unknown> {
  const raw = readJson(storage, KEY);
  return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
}

/**
 * How a game's help shows when its page opens: open the first time the player plays that game
 * (nothing stored yet), then as they last left it; `first` says this is that first time.
 */
export function helpFoldAtStart(storage: KeyValue, game: GameName): { open: boolean; first: boolean } {
  const fold = stored(storage)[game];
  if (fold !== 'open' && fold !== 'closed') return { open: true, first: true };
  return { open: fold === 'open', first: false };
}

/** Remembers a game's help folded or open (the other games' are kept). */
export function rememberHelpFold(storage: KeyValue, game: GameName, fold: HelpFold): void {
  writeJson(storage, KEY, { ...stored(storage), [game]: fold });
}
