import type { Cell } from '@gridrace/core';
import * as wallsRules from '@gridrace/core/games/walls';
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { handleCursorKey, type Cursor } from '../board/cursor.ts';
import { fitCell, heightBudget } from '../board/layout.ts';
import { useBoxWidth } from '../board/useBoxWidth.ts';
import { cellLabel, ruleRefusal } from '../cell-label.ts';
import type { BoardProps } from '../types.ts';
import { cellClass, cellName, checkpointMarks, wallCells } from './cells.ts';
import { pathPoints, pointAlong, type RunSpeed } from './geometry.ts';
import { useRefusal } from './useRefusal.ts';
import { useRunnerAnimation } from './useRunnerAnimation.ts';
import { WallsControls } from './WallsControls.tsx';
import { WallsGoal } from './WallsGoal.tsx';
import { useBoardZoom } from '../zoom/useBoardZoom.ts';
import { ZoomButton, ZoomView } from '../zoom/ZoomView.tsx';
import './walls.css';
import { t } from '../../i18n/messages.ts';

type Board = wallsRules.Board;
type Move = wallsRules.Move;

function cellOf(target: EventTarget | null): Cell | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-x]') : null;
  if (!element) return null;
  return { x: Number(element.dataset.x), y: Number(element.dataset.y) };
}

const START_SIDE = { x: 0, y: 0.5 } as const;

/** `walls` (docs/games/walls.md#the-runner): place walls to make the runner's path as long as possible. */
export function WallsBoard({ puzzle, state, onMove, disabled }: BoardProps<Board, Move>): JSX.Element {
  const board = state.board;
  const { cols, rows } = board;
  const { ref, width, viewportWidth, viewportHeight } = useBoxWidth<HTMLDivElement>(360);
  const fitted = fitCell({ cols, rows, width, height: heightBudget(viewportWidth, viewportHeight), min: 14, max: 44 });
  // Zoomed in, the start column shows, where the runner sets off.
  const zoomed = useBoardZoom('walls', fitted, ref, START_SIDE);
  const cell = zoomed.zoom.cell;
  const runner = useMemo(() => wallsRules.runnerPath(board), [board]);
  const path = useMemo(() => runner?.path ?? [], [runner]);
  const placed = useMemo(() => wallsRules.wallCount(board), [board]);
  const [speed, setSpeed] = useState<RunSpeed>(1);
  const run = useRunnerAnimation(path, speed);
  const { refusal, refuse, dismiss } = useRefusal();
  const [cursor, setCursor] = useState<Cursor>({ x: 1, y: 0 });
  const [keyboard, setKeyboard] = useState(false);
  // A new puzzle may be smaller than the last: keep the cursor on the board.
  const here: Cursor = useMemo(() => ({ x: Math.min(cursor.x, cols - 1), y: Math.min(cursor.y, rows - 1) }), [cursor, cols, rows]);

  // The ledger's rules judge the move before it is sent: a refused wall is explained at once, on its cell.
  const act = (at: Cell) => {
    if (disabled) return;
    const verdict = onMove({ x: at.x, y: at.y });
    if (!verdict.accepted && verdict.refusal) return refuse(at, ruleRefusal(verdict.refusal));
    dismiss();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const keys = { cols, rows, move: setCursor, act };
    if (handleCursorKey(here, event.key, keys)) {
      event.preventDefault();
      setKeyboard(true);
    }
  };

  const checkpoints = useMemo(() => checkpointMarks(board), [board]);
  const refusedIndex = refusal ? refusal.at.y * cols + refusal.at.x : -1;
  const start = pointAlong(path, 0);
  const end = path[path.length - 1];

  return (
    <div class={`walls-root${disabled ? ' walls-disabled' : ''}`} data-board="walls" ref={ref} style={`--walls-cell:${cell}px`}>
      <WallsControls
        wallsLeft={board.walls - placed}
        budget={board.walls}
        placed={placed}
        disabled={disabled}
        canRun={path.length > 1}
        running={run.running}
        speed={speed}
        onClear={() => wallCells(board).forEach((c) => onMove(c))}
        onRun={run.running ? run.stop : run.start}
        onSpeed={setSpeed}
        zoom={<ZoomButton zoom={zoomed} cells="cells" />}
      />
      {/* The refusal lies over the board's top edge: no band is kept empty for it above the board. */}
      <div class="walls-stage">
        <p class="walls-refusal" role="alert">
          {refusal?.message ?? ''}
        </p>
        <ZoomView zoom={zoomed}>
          <div
            class="walls-grid"
            style={`grid-template-columns:repeat(${cols},${cell}px);grid-auto-rows:${cell}px`}
            tabIndex={0}
            role="application"
            aria-label={t('walls.boardLabel', { cols, rows })}
            onKeyDown={onKeyDown}
            onBlur={() => setKeyboard(false)}
            onClick={(event) => {
              const at = cellOf(event.target);
              if (at) act(at);
            }}
          >
            {board.cells.map((kind, i) => {
              const x = i % cols;
              const y = Math.floor(i / cols);
              const refused = i === refusedIndex ? ' walls-refused' : '';
              const cursorClass = keyboard && x === here.x && y === here.y ? ' walls-cursor' : '';
              return (
                <div key={i} class={`walls-cell ${cellClass(kind)}${refused}${cursorClass}`} data-x={x} data-y={y}>
                  {wallsRules.isCheckpoint(kind) ? kind : null}
                </div>
              );
            })}
            <svg class="walls-path" viewBox={`0 0 ${cols} ${rows}`} aria-hidden="true">
              <polyline points={pathPoints(path)} />
              {start && <circle class="walls-path-start" cx={start.x} cy={start.y} r="0.22" />}
              {end && <rect class="walls-path-end" x={end.x + 0.3} y={end.y + 0.3} width="0.4" height="0.4" />}
              {checkpoints.map(({ x, y, label }) => (
                <g key={label} class="walls-mark" transform={`translate(${x + 0.5} ${y + 0.5})`}>
                  <circle r="0.36" />
                  <text dy="0.02">{label}</text>
                </g>
              ))}
              <circle ref={run.dot} class={`walls-runner${run.running ? ' walls-running' : ''}`} r="0.3" transform={start ? `translate(${start.x} ${start.y})` : undefined} />
            </svg>
          </div>
        </ZoomView>
      </div>
      <p class="walls-sr" aria-live="polite">
        {keyboard ? `${cellName(board.cells[here.y * cols + here.x] ?? '.')}, ${cellLabel(here)}` : ''}
      </p>
      <WallsGoal par={puzzle.par} length={runner?.length ?? 0} reached={state.status === 'solved'} />
    </div>
  );
}
