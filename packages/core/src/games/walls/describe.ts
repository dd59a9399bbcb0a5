import { fail, ok, type Result } from '../../result.ts';
import { CELL, CHECKPOINTS, isCheckpoint, type Board, type CellKind } from './board.ts';
import { Maze } from './maze.ts';
import { LIMITS, maxWallsFor, type ExplicitParams } from './params.ts';

/**
 * Described body: `<cols>x<rows>w<walls>_<inner cells>`, e.g. `7x5w3_3oro...`. Only the
 * inner columns are written (the left column is all starts, the right all finishes), row
 * after row, `o` empty, `r` rock, `A`..`E` checkpoints, with maximal runs of 2 or more
 * written as a count then the letter. Every board has exactly one body.
 */
const HEADER = /^([1-9][0-9]{0,2})x([1-9][0-9]{0,2})w([1-9][0-9]{0,2})_([0-9orA-E]+)$/;
const TOKEN = /([1-9][0-9]*)?([orA-E])/g;

const LETTER: Partial<Record<CellKind, string>> = { '.': 'o', r: 'r', A: 'A', B: 'B', C: 'C', D: 'D', E: 'E' };

export function writeDescribed(board: Board): string {
  const letters: string[] = [];
  for (let y = 0; y < board.rows; y++) {
    for (let x = 1; x < board.cols - 1; x++) letters.push(LETTER[board.cells[y * board.cols + x]!] ?? 'o');
  }
  let body = '';
  for (let i = 0; i < letters.length;) {
    let j = i + 1;
    while (j < letters.length && letters[j] === letters[i]) j++;
    body += (j - i > 1 ? String(j - i) : '') + letters[i]!;
    i = j;
  }
  return `${board.cols}x${board.rows}w${board.walls}_${body}`;
}

const bad = (message: string) => fail('invalid_board', message);

export function readDescribed(body: string): Result<{ params: ExplicitParams; board: Board }> {
  const match = HEADER.exec(body);
  if (!match) return bad('A walls board is written <cols>x<rows>w<walls>_<cells>, e.g. 7x5w3_15o.');
  const [cols, rows, walls] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const runs = match[4]!;
  if (cols < LIMITS.cols[0] || cols > LIMITS.cols[1] || rows < LIMITS.rows[0] || rows > LIMITS.rows[1]) {
    return bad(`A walls board is ${LIMITS.cols[0]}..${LIMITS.cols[1]} by ${LIMITS.rows[0]}..${LIMITS.rows[1]} cells.`);
  }
  const inner: CellKind[] = [];
  const innerCount = (cols - 2) * rows;
  let consumed = 0;
  let previous = '';
  for (const token of runs.matchAll(TOKEN)) {
    if (token.index !== consumed) return bad('The cells part is counts and letters o, r, A-E.');
    consumed += token[0].length;
    const count = token[1] === undefined ? 1 : Number(token[1]);
    const letter = token[2]!;
    // Canonical form: runs are maximal and a single cell has no count.
    if (letter === previous || token[1] === '1') return bad('The cells part is not in canonical run-length form.');
    if (inner.length + count > innerCount) return bad(`The cells part has more than ${innerCount} cells.`);
    previous = letter;
    for (let k = 0; k < count; k++) inner.push(letter === 'o' ? CELL.empty : (letter as CellKind));
  }
  if (consumed !== runs.length) return bad('The cells part is counts and letters o, r, A-E.');
  if (inner.length !== innerCount) return bad(`The cells part has ${inner.length} cells, not ${innerCount}.`);
  const cells: CellKind[] = [];
  for (let y = 0; y < rows; y++) cells.push(CELL.start, ...inner.slice(y * (cols - 2), (y + 1) * (cols - 2)), CELL.finish);
  return checkBoard({ cols, rows, walls, cells });
}

/** A literal board's semantics (docs/games/walls.md#board), and the explicit params it implies. */
export function checkBoard(board: Board): Result<{ params: ExplicitParams; board: Board }> {
  const { cols, rows, walls, cells } = board;
  if (cols < LIMITS.cols[0] || cols > LIMITS.cols[1] || rows < LIMITS.rows[0] || rows > LIMITS.rows[1]) {
    return bad(`A walls board is ${LIMITS.cols[0]}..${LIMITS.cols[1]} columns by ${LIMITS.rows[0]}..${LIMITS.rows[1]} rows.`);
  }
  if (cells.length !== cols * rows) return bad(`A ${cols}x${rows} board has ${cols * rows} cells, not ${cells.length}.`);
  const maxWalls = maxWallsFor(cols, rows);
  if (walls < 1 || walls > maxWalls) return bad(`The wall budget of a ${cols}x${rows} board is 1..${maxWalls}.`);
  let rocks = 0;
  const seen = new Set<string>();
  for (let i = 0; i < cells.length; i++) {
    const kind = cells[i]!;
    const x = i % cols;
    const edge = x === 0 ? CELL.start : x === cols - 1 ? CELL.finish : null;
    if (edge !== null && kind !== edge)
      return bad(`(${x}, ${(i - x) / cols}) must be "${edge}": the ${x === 0 ? 'left' : 'right'} column is all ${x === 0 ? 'starts' : 'finishes'}.`);
    if (edge === null && (kind === CELL.start || kind === CELL.finish)) return bad('Starts and finishes are only in the outer columns.');
    if (kind === CELL.wall) return bad('A described board has no player walls ("w").');
    if (kind === CELL.rock) rocks++;
    if (isCheckpoint(kind)) {
      if (seen.has(kind)) return bad(`Checkpoint ${kind} appears twice.`);
      seen.add(kind);
    }
  }
  const checkpoints = seen.size;
  if (!CHECKPOINTS.slice(0, checkpoints).every((c) => seen.has(c))) {
    return bad(`Checkpoints go in order: with ${checkpoints} they are ${CHECKPOINTS.slice(0, checkpoints).join(', ')}.`);
  }
  const percent = Math.round((rocks * 100) / cells.length);
  if (percent > LIMITS.maxRockPercent) return bad(`At most ${LIMITS.maxRockPercent}% of the cells are rocks.`);
  if (new Maze(board).score() < 0) return bad('The runner has no path through this board.');
  return ok({ params: { cols, rows, walls, checkpoints, rocks: percent / 100 }, board: { cols, rows, walls, cells: cells.slice() } });
}
