import * as pipesRules from '@gridrace/core/games/pipes';
import type { JSX } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../types.ts';
import { heightBudget } from '../board/layout.ts';
import { useBoxWidth } from '../board/useBoxWidth.ts';
import { clickTurn, keyAction, moveCursor, toggleLock, type Cursor } from './controls.ts';
import { boardSize, tileSize } from './layout.ts';
import { PipesTile } from './PipesTile.tsx';
import { PipesTurnChoice } from './PipesTurnChoice.tsx';
import { nextAngles, turnTransition } from './rotation.ts';
import { pipeShape } from './geometry.ts';
import { useLongPress } from './useLongPress.ts';
import { useBoardZoom } from '../zoom/useBoardZoom.ts';
import { ZoomButton, ZoomView } from '../zoom/ZoomView.tsx';
import './pipes.css';
import { t } from '../../i18n/messages.ts';

type Board = pipesRules.Board;
type Move = pipesRules.Move;
type Turn = pipesRules.Turn;

interface AngleMemo {
  readonly puzzleId: string;
  readonly tiles: readonly number[];
  readonly angles: readonly number[];
}

/**
 * The pipes board (docs/games/pipes.md): tiles turn on click, secondary click or keys, and on a tap the
 * way the player chose; the player may lock tiles; tiles joined to the start light up, and the
 * whole chain glows once solved. Which tiles connect and whether it is solved come from the core.
 */
export function PipesBoard(props: BoardProps<Board, Move>): JSX.Element {
  const { puzzle, state, onMove, disabled, prefs } = props;
  const board = state.board;
  const { cols, rows, tiles } = board;

  const [locks, setLocks] = useState<{ puzzleId: string; cells: ReadonlySet<number> }>({ puzzleId: puzzle.id, cells: new Set() });
  const locked = locks.puzzleId === puzzle.id ? locks.cells : new Set<number>();
  const [cursorWas, setCursor] = useState<Cursor>(board.start);
  // Kept on the board when a new, smaller puzzle arrives.
  const cursor = moveCursor(cursorWas, 0, 0, cols, rows);
  const [keyboard, setKeyboard] = useState(false);
  // The way a tap (or a primary click) turns: a finger has no secondary button to turn back with.
  const [chosen, setChosen] = useState<Turn>('cw');
  // Tiles sized from the width and the window's height, so that even 20x15 fits a desktop window.
  const { ref, width, viewportWidth, viewportHeight } = useBoxWidth<HTMLDivElement>(360);
  const fitted = tileSize(cols, rows, width, heightBudget(viewportWidth, viewportHeight));
  // Zoomed in, the start shows: where the water comes from and the player begins.
  const anchor = { x: board.start.x / Math.max(1, cols - 1), y: board.start.y / Math.max(1, rows - 1) };
  const zoomed = useBoardZoom('pipes', fitted, ref, anchor);
  const tile = zoomed.zoom.cell;
  const size = boardSize(cols, rows, tile);

  // Running angles, advanced by each board change with the turn the player asked for.
  const asked = useRef(new Map<number, Turn>());
  const memo = useRef<AngleMemo | null>(null);
  if (memo.current?.tiles !== tiles) {
    const prev = memo.current?.puzzleId === puzzle.id ? memo.current : null;
    const angles = prev ? nextAngles(prev.angles, prev.tiles, tiles, asked.current) : tiles.map((t) => pipeShape(t).angle);
    asked.current.clear();
    memo.current = { puzzleId: puzzle.id, tiles, angles };
  }
  const angles = memo.current.angles;
  const connected = useMemo(() => pipesRules.connectedToStart(board), [board]);

  const kindAt = (x: number, y: number) => pipesRules.tileKind(board, x, y);
  const turn = (x: number, y: number, way: Turn) => {
    const index = y * cols + x;
    const kind = kindAt(x, y);
    if (disabled || locked.has(index) || kind === 'start' || kind === 'end') return;
    asked.current.set(index, way);
    onMove({ x, y, turn: way });
  };
  const lock = (x: number, y: number) => {
    const kind = kindAt(x, y);
    if (disabled || kind === 'start' || kind === 'end') return;
    setLocks({ puzzleId: puzzle.id, cells: toggleLock(locked, y * cols + x) });
  };

  const cellOf = (event: Event): Cursor | null => {
    const el = (event.target as Element).closest<HTMLElement>('[data-x]');
    return el ? { x: Number(el.dataset.x), y: Number(el.dataset.y) } : null;
  };
  const press = useLongPress((event) => {
    const cell = cellOf(event);
    if (cell) lock(cell.x, cell.y);
  });

  const onClick = (event: MouseEvent) => {
    if (press.swallowClick()) return;
    const cell = cellOf(event);
    const way = clickTurn(event.button, event.shiftKey, chosen);
    if (!cell || !way) return;
    setKeyboard(false);
    setCursor(cell);
    turn(cell.x, cell.y, way);
  };
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault(); // the secondary button turns tiles; no browser menu over the board
    if (press.wasTouch()) return; // a held finger locks (useLongPress), it does not turn
    const cell = cellOf(event);
    const way = clickTurn(event.button, event.shiftKey, chosen);
    if (cell && way) turn(cell.x, cell.y, way);
  };
  const onMouseDown = (event: MouseEvent) => {
    if (event.button === 1) event.preventDefault(); // no autoscroll: the middle button locks
  };
  const onAuxClick = (event: MouseEvent) => {
    const cell = cellOf(event);
    if (event.button === 1 && cell) lock(cell.x, cell.y);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyAction(event.key, event.shiftKey);
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    setKeyboard(true);
    if (action.kind === 'move') setCursor(moveCursor(cursor, action.dx, action.dy, cols, rows));
    else if (action.kind === 'turn') turn(cursor.x, cursor.y, action.turn);
    else lock(cursor.x, cursor.y);
  };

  const transition = turnTransition(prefs.animationSpeed);
  const solved = state.status === 'solved';
  return (
    <div class="pipes-root" data-board="pipes" data-status={state.status} ref={ref}>
      <div class="pipes-tools">
        {!disabled && <PipesTurnChoice turn={chosen} onChoose={setChosen} />}
        <ZoomButton zoom={zoomed} cells="tiles" />
      </div>
      <ZoomView zoom={zoomed}>
        <div
          class={`pipes-board${solved ? ' pipes-board--solved' : ''}${disabled ? ' pipes-board--disabled' : ''}`}
          data-motion={prefs.animationSpeed > 0 ? 'on' : 'off'}
          tabIndex={0}
          role="application"
          aria-label={t('pipes.boardLabel', { cols, rows })}
          style={{ '--pipes-cols': cols, '--pipes-rows': rows, '--pipes-tile': `${tile}px`, width: `${size.width}px`, height: `${size.height}px` }}
          onClick={onClick}
          onContextMenu={onContextMenu}
          onMouseDown={onMouseDown}
          onAuxClick={onAuxClick}
          onKeyDown={onKeyDown}
          onBlur={() => setKeyboard(false)}
          {...press.handlers}
        >
          {tiles.map((mask, index) => {
            const x = index % cols;
            const y = Math.floor(index / cols);
            return (
              <PipesTile
                key={index}
                x={x}
                y={y}
                mask={mask}
                kind={kindAt(x, y)}
                angle={angles[index] ?? 0}
                on={connected[index] === true}
                locked={locked.has(index)}
                cursor={keyboard && cursor.x === x && cursor.y === y}
                transition={transition}
              />
            );
          })}
        </div>
      </ZoomView>
    </div>
  );
}
