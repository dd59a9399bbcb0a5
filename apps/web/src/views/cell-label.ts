import type { Cell, Problem } from '@gridrace/core';
import { currentLocale, errorText, hasMessage, t } from '../i18n/messages.ts';

/** A cell as a person names it: counted from 1, column first ("column 4, row 1"). */
export function cellLabel({ x, y }: Cell): string {
  return t('cell.label', { x: x + 1, y: y + 1 });
}

/**
 * The rules and the server speak the API's coordinates (docs/games/README.md#boards-and-moves-as-json: `(x, y)` from 0), right for a
 * bot; a person reads the cells in a message as the board names them, counted from 1.
 */
export function readableCells(message: string): string {
  const read = message.replace(/\((\d+), (\d+)\)/g, (_, x: string, y: string) => cellLabel({ x: Number(x), y: Number(y) }));
  // A sentence that now opens on a cell opens on a capital.
  return read.charAt(0).toUpperCase() + read.slice(1);
}

/**
 * A move the rules refused, for the player: the rules' own sentence (it names the cells) where
 * the player reads English, the language the rules speak; in any other language, the
 * sentence of its reason (the rules give it as data, its cell as `x` and `y`), else of its code.
 */
export function ruleRefusal(problem: Problem): string {
  if (currentLocale() === 'en') return readableCells(problem.message);
  const key = problem.reason ? `refusal.${problem.reason.key}` : '';
  if (!problem.reason || !hasMessage(key)) return errorText(problem.code);
  const values: Record<string, string | number> = { ...problem.reason.values };
  if (typeof values.x === 'number' && typeof values.y === 'number') values.cell = cellLabel({ x: values.x, y: values.y });
  return t(key, values);
}
