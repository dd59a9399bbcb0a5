import type { Cell } from '@gridrace/core';
import type * as sameRules from '@gridrace/core/games/same';
import { useCallback, useMemo, useRef } from 'preact/hooks';
import { initialTracking, track, type Tracked } from './block-tracking.ts';

type Board = sameRules.Board;

interface Expected {
  readonly from: Board;
  readonly removed: readonly Cell[];
}

/**
 * Block identities across renders. The board calls `expectRemoval` just before sending a
 * move, so when the next board arrives the exact group removed is known; a board from
 * anywhere else (undo, a resync) is matched without it.
 */
export function useTracking(board: Board): { tracked: Tracked; expectRemoval: (from: Board, removed: readonly Cell[]) => void } {
  const last = useRef<Tracked | null>(null);
  const expected = useRef<Expected | null>(null);
  const tracked = useMemo(() => {
    const prev = last.current;
    const hint = expected.current;
    const removed = prev && hint && hint.from === prev.board ? hint.removed : [];
    const next = prev ? track(prev, board, removed) : initialTracking(board);
    last.current = next;
    return next;
  }, [board]);
  const expectRemoval = useCallback((from: Board, removed: readonly Cell[]) => {
    expected.current = { from, removed };
  }, []);
  return { tracked, expectRemoval };
}
