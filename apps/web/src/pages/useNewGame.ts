import type { GameName } from '@gridrace/core';
import { useState } from 'preact/hooks';
import { navigate } from '../app/router.ts';
import { paths } from '../app/routes.ts';
import { api } from '../app/services.ts';
import { newPuzzleId } from './games.ts';

/**
 * Starts a new game: the server hands out a fresh puzzle with its par already solved (a
 * `walls` par takes the solver about a second, so the server keeps presets ready). Should
 * the server not answer, a fresh id made here still leads to the play page, which says
 * what is wrong. `busy` while a new game is being prepared.
 */
export function useNewGame(): { readonly start: (game: GameName, params: unknown) => void; readonly busy: boolean } {
  const [busy, setBusy] = useState(false);
  const start = (game: GameName, params: unknown) => {
    if (busy) return;
    setBusy(true);
    void api.newPuzzle(game, params).then(
      (puzzle) => navigate(paths.play(puzzle.id)),
      () => {
        setBusy(false);
        const id = newPuzzleId(game, params);
        navigate(id ? paths.play(id) : paths.home());
      },
    );
  };
  return { start, busy };
}
