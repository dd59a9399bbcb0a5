import { viewState, type Cell } from '@gridrace/core';
import * as sameRules from '@gridrace/core/games/same';
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { BoardProps } from '../types.ts';
import { handleCursorKey, type Cursor } from '../board/cursor.ts';
import { animationMs, fitCell, heightBudget, overlayStyle } from '../board/layout.ts';
import { outlineRuns } from './outline.ts';
import { PALETTE_VARS } from './palette.ts';
import { SameBlocks } from './SameBlocks.tsx';
import { SameStatus } from './SameStatus.tsx';
import { useBoxWidth } from '../board/useBoxWidth.ts';
import { useTracking } from './useTracking.ts';
import { useBoardZoom } from '../zoom/useBoardZoom.ts';
import { ZoomView } from '../zoom/ZoomView.tsx';
import './same.css';
import { t } from '../../i18n/messages.ts';

type Board = sameRules.Board;
type Move = sameRules.Move;

const FALL_MS = 160;
const SHIFT_MS = 160;
const BOTTOM_LEFT = { x: 0, y: 1 } as const;

/** The cell of the block an event hit, from the DOM contract's data attributes. */
function cellOf(target: EventTarget | null): Cell | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-x]') : null;
  if (!element) return null;
  return { x: Number(element.dataset.x), y: Number(element.dataset.y) };
}

/** SameGame (docs/games/same.md#moves): click a group of two or more to remove it. */
export function SameBoard({ puzzle, state, onMove, disabled, prefs }: BoardProps<Board, Move>): JSX.Element {
  const board = state.board;
  const { cols, rows } = board;
  const { ref, width, viewportWidth, viewportHeight } = useBoxWidth<HTMLDivElement>(360);
  const fitted = fitCell({ cols, rows, width, height: heightBudget(viewportWidth, viewportHeight) });
  // Zoomed in, the bottom-left corner shows: where blocks fall and columns close up.
  const zoomed = useBoardZoom('same', fitted, ref, BOTTOM_LEFT);
  const cell = zoomed.zoom.cell;
  const { tracked, expectRemoval } = useTracking(board);
  const [hover, setHover] = useState<Cell | null>(null);
  const [cursor, setCursor] = useState<Cursor>({ x: 0, y: rows - 1 });
  const [keyboard, setKeyboard] = useState(false);
  // A new puzzle may be smaller than the last: keep the cursor on the board.
  const here: Cursor = useMemo(() => ({ x: Math.min(cursor.x, cols - 1), y: Math.min(cursor.y, rows - 1) }), [cursor, cols, rows]);

  const focus = keyboard ? here : hover;
  const group = useMemo(() => (focus ? sameRules.groupAt(board, focus.x, focus.y) : []), [board, focus]);
  // What the move would earn, by the rules themselves (clearing the board adds its bonus).
  const worth = useMemo(() => (focus && !disabled ? sameRules.removalWorth(board, focus) : null), [board, focus, disabled]);
  const counts = useMemo(() => sameRules.blockCounts(board), [board]);
  const clearable = useMemo(() => viewState(puzzle, state).clearable !== false, [puzzle, state]);
  // Keyed by the cell size: a resize remounts the blocks instead of animating them all.
  const blocks = useMemo(() => <SameBlocks key={cell} tracked={tracked} cell={cell} />, [tracked, cell]);
  // A shaped board: the shape is drawn as the board's ground, cells outside it are the page.
  const mask = board.mask;
  const outline = useMemo(() => (mask ? outlineRuns(mask, cols, rows) : null), [mask, cols, rows]);

  // The ledger judges the move; the group it removes is told to the tracking only once it is taken.
  const act = (at: Cell) => {
    if (disabled) return;
    const removed = sameRules.groupAt(board, at.x, at.y);
    if (onMove({ x: at.x, y: at.y }).accepted) expectRemoval(board, removed);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const keys = { cols, rows, move: setCursor, act };
    if (handleCursorKey(here, event.key, keys)) {
      event.preventDefault();
      setKeyboard(true);
    }
  };

  const onPointerMove = (event: PointerEvent) => {
    // A touch has no hover: tapping plays at once, and a stale highlight would mislead.
    if (event.pointerType === 'touch') return;
    const at = cellOf(event.target);
    setKeyboard(false);
    if (at?.x !== hover?.x || at?.y !== hover?.y) setHover(at);
  };

  const speed = prefs.animationSpeed;
  const rootStyle = `${PALETTE_VARS};--same-cell:${cell}px;--same-fall:${animationMs(FALL_MS, speed)}ms;--same-shift:${animationMs(SHIFT_MS, speed)}ms`;
  const classes = ['same-root', prefs.colorBlind ? 'same-cb' : '', disabled ? 'same-disabled' : ''].join(' ').trim();

  return (
    <div class={classes} data-board="same" data-zoomed={zoomed.zoom.zoomed ? 'true' : 'false'} style={rootStyle} ref={ref}>
      <SameStatus total={counts.total} perColor={counts.perColor} hovered={worth} stuck={state.status === 'stuck'} clearable={clearable} playable={!disabled} zoom={zoomed} />
      {/* Zoomed, the board scrolls in this box, under counts that stay in view. */}
      <ZoomView zoom={zoomed}>
        <div
          class={`same-grid${outline ? ' same-grid--shaped' : ''}`}
          style={`width:${cols * cell}px;height:${rows * cell}px`}
          tabIndex={0}
          role="application"
          aria-label={t('same.boardLabel', { cols, rows })}
          onKeyDown={onKeyDown}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHover(null)}
          onBlur={() => setKeyboard(false)}
          onClick={(event) => {
            const at = cellOf(event.target);
            if (at) act(at);
          }}
        >
          {outline && (
            <svg class="same-shape" width={cols * cell} height={rows * cell} aria-hidden="true">
              {outline.map((run) => (
                <rect key={`${run.x},${run.y}`} x={run.x * cell} y={run.y * cell} width={run.width * cell} height={cell} />
              ))}
            </svg>
          )}
          {blocks}
          <div class="same-overlay" aria-hidden="true">
            {worth && group.map((c) => <div key={`${c.x},${c.y}`} class="same-highlight" style={overlayStyle(c.x, c.y, cell)} />)}
            {keyboard && <div class="same-cursor" style={overlayStyle(here.x, here.y, cell)} />}
          </div>
        </div>
      </ZoomView>
    </div>
  );
}
