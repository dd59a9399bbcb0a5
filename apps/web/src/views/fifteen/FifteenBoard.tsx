import * as fifteenRules from '@gridrace/core/games/fifteen';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../types.ts';
import { BUILT_IN, loadBackgrounds, resolveBackground, type Background } from './backgrounds.ts';
import { FifteenPiece } from './FifteenPiece.tsx';
import { gapCell, homeCell, keyDirection, tilePlaces } from './geometry.ts';
import { slideMs, slideTransition } from './motion.ts';
import { useVideoPainter } from './useVideoPainter.ts';
import './fifteen.css';
import { t } from '../../i18n/messages.ts';

type Board = fifteenRules.Board;
type Move = fifteenRules.Move;

/** Places a piece on its cell; percentages of its own size, so the board scales freely. */
const placeAt = (x: number, y: number) => `translate(${x * 100}%, ${y * 100}%)`;

/**
 * The sliding-tiles board (docs/games/fifteen.md). Pieces are keyed by tile number and slide with CSS
 * transitions; which tiles can slide and whether the puzzle is solved come from the core.
 */
export function FifteenBoard(props: BoardProps<Board, Move>): JSX.Element {
  const { state, onMove, disabled, prefs } = props;
  const board = state.board;
  const size = board.size;
  const [known, setKnown] = useState<readonly Background[]>(BUILT_IN);
  useEffect(() => {
    let live = true;
    void loadBackgrounds().then((list) => live && list.length > 0 && setKnown(list));
    return () => void (live = false);
  }, []);
  const background = resolveBackground(prefs.fifteenBackground, known);
  const root = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  useVideoPainter(root, video, background.kind === 'video' ? background.url : null, size);

  const places = useMemo(() => tilePlaces(board), [board]);
  const send = (move: Move | null) => {
    // The ledger judges the move: a refused one is not shown, and the board says nothing of it.
    if (!disabled && move) onMove(move);
  };
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0) return;
    const cell = (event.target as Element).closest<HTMLElement>('[data-x]');
    if (cell) send({ x: Number(cell.dataset.x), y: Number(cell.dataset.y) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = keyDirection(event.key);
    if (!direction) return;
    event.preventDefault(); // arrows would scroll the page
    send(fifteenRules.arrowMove(board, direction));
  };

  const transition = slideTransition(prefs.animationSpeed);
  const solved = state.status === 'solved';
  const gap = gapCell(board);
  const gapHome = homeCell(0, size);
  const mode = `fifteen-tile--${background.kind}`;
  const cellStyle = { width: `${100 / size}%`, height: `${100 / size}%` };
  return (
    <div
      ref={root}
      class={`fifteen-board${disabled ? ' fifteen-board--disabled' : ''}${solved ? ' fifteen-board--solved' : ''}`}
      data-board="fifteen"
      data-background={background.id}
      data-background-kind={background.kind}
      data-status={state.status}
      data-motion={prefs.animationSpeed > 0 ? 'on' : 'off'}
      style={{ '--fifteen-size': size, '--fifteen-slide': `${slideMs(prefs.animationSpeed)}ms` }}
      tabIndex={0}
      role="application"
      aria-label={t('fifteen.boardLabel', { size })}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {background.kind === 'video' && background.url && <video ref={video} class="fifteen-source" src={background.url} muted loop playsInline preload="auto" aria-hidden="true" />}
      {/* The gap is a cell too; once solved it shows the missing piece. */}
      <div
        key="gap"
        class={solved ? `fifteen-gap fifteen-tile fifteen-tile--home ${mode}` : 'fifteen-gap'}
        data-x={gap.x}
        data-y={gap.y}
        style={{ ...cellStyle, transform: placeAt(gap.x, gap.y) }}
      >
        {solved && <FifteenPiece tile={size * size} homeX={gapHome.x} homeY={gapHome.y} size={size} background={background} />}
      </div>
      {places.map((p) => (
        <div
          key={p.tile}
          class={`fifteen-tile ${mode}${p.x === p.homeX && p.y === p.homeY ? ' fifteen-tile--home' : ''}${
            !disabled && !solved && fifteenRules.canSlide(board, p) ? ' fifteen-tile--movable' : ''
          }`}
          data-x={p.x}
          data-y={p.y}
          data-tile={p.tile}
          aria-label={t('fifteen.tile', { tile: p.tile })}
          style={{ ...cellStyle, transform: placeAt(p.x, p.y), transition }}
        >
          <FifteenPiece tile={p.tile} homeX={p.homeX} homeY={p.homeY} size={size} background={background} />
        </div>
      ))}
    </div>
  );
}
