import * as wallsRules from '@gridrace/core/games/walls';
import { t } from '../../i18n/messages.ts';

type CellKind = wallsRules.CellKind;

const CLASS: Readonly<Record<string, string>> = {
  [wallsRules.CELL.empty]: 'walls-empty',
  [wallsRules.CELL.rock]: 'walls-rock',
  [wallsRules.CELL.start]: 'walls-start',
  [wallsRules.CELL.finish]: 'walls-finish',
  [wallsRules.CELL.wall]: 'walls-wall',
};

/** The CSS class of a cell of the docs/games/walls.md#board grid vocabulary. */
export function cellClass(kind: CellKind): string {
  return wallsRules.isCheckpoint(kind) ? `walls-checkpoint walls-cp-${kind}` : (CLASS[kind] ?? 'walls-empty');
}

const NAME: Readonly<Record<string, string>> = {
  [wallsRules.CELL.empty]: 'empty',
  [wallsRules.CELL.rock]: 'rock',
  [wallsRules.CELL.start]: 'start',
  [wallsRules.CELL.finish]: 'finish',
  [wallsRules.CELL.wall]: 'wall',
};

/** What a screen reader says for a cell. */
export function cellName(kind: CellKind): string {
  // A checkpoint (its letter) is the message's `other` branch.
  return t('walls.cell', { kind: wallsRules.isCheckpoint(kind) ? kind : (NAME[kind] ?? kind) });
}

/** The player's walls, in board order: what the Clear button takes away, one move each. */
export function wallCells(board: wallsRules.Board): { x: number; y: number }[] {
  const cells: { x: number; y: number }[] = [];
  board.cells.forEach((kind, i) => {
    if (kind === wallsRules.CELL.wall) cells.push({ x: i % board.cols, y: Math.floor(i / board.cols) });
  });
  return cells;
}

/** Checkpoints with their letters, for the badges drawn over the path. */
export function checkpointMarks(board: wallsRules.Board): { x: number; y: number; label: string }[] {
  return board.cells.flatMap((kind, i) => (wallsRules.isCheckpoint(kind) ? [{ x: i % board.cols, y: Math.floor(i / board.cols), label: kind }] : []));
}
