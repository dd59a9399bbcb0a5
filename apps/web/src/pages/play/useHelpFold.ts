import type { GameName } from '@gridrace/core';
import { useEffect, useState } from 'preact/hooks';
import { storage } from '../../app/services.ts';
import { helpFoldAtStart, rememberHelpFold } from '../../client/help-memory.ts';

/**
 * Whether a game's "How to play" is open: open the first time the player plays the game (and
 * from then on remembered folded), then as the player last left it.
 */
export function useHelpFold(game: GameName): [open: boolean, setOpen: (open: boolean) => void] {
  const [start] = useState(() => helpFoldAtStart(storage, game));
  const [open, setOpenState] = useState(start.open);
  useEffect(() => {
    if (start.first) rememberHelpFold(storage, game, 'closed');
  }, [start, game]);
  const setOpen = (next: boolean) => {
    // <details> also says "toggle" when it is rendered open: only a change is the player's.
    if (next === open) return;
    setOpenState(next);
    rememberHelpFold(storage, game, next ? 'open' : 'closed');
  };
  return [open, setOpen];
}
