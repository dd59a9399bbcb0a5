import { z } from 'zod';
import { fail, ok, type Result } from '../../result.ts';

export const COLS = { min: 3, max: 20, default: 6 } as const;
export const ROWS = { min: 2, max: 15, default: 4 } as const;

export const paramsSchema = z.strictObject({
  cols: z.number().int().min(COLS.min).max(COLS.max).default(COLS.default),
  rows: z.number().int().min(ROWS.min).max(ROWS.max).default(ROWS.default),
});

export type Params = z.output<typeof paramsSchema>;

export const defaultParams: Params = { cols: COLS.default, rows: ROWS.default };

export const presets = {
  small: { cols: 6, rows: 4 },
  medium: { cols: 10, rows: 8 },
  large: { cols: 20, rows: 15 },
} as const satisfies Record<string, Partial<Params>>;

/** `6x4`: columns, then rows, in plain decimal. */
export function formatParams(params: Params): string {
  return `${params.cols}x${params.rows}`;
}

export function parseParams(segment: string): Result<Params> {
  // No leading zeros, so that each params set has exactly one spelling.
  const match = /^([1-9][0-9]?)x([1-9][0-9]?)$/.exec(segment);
  if (!match) return fail('invalid_params', `pipes params look like 6x4 (columns x rows), not "${segment}".`);
  return checkSize(Number(match[1]), Number(match[2]));
}

/** Board dimensions within the params' ranges, with a message a player can act on. */
export function checkSize(cols: number, rows: number): Result<Params> {
  if (!Number.isInteger(cols) || cols < COLS.min || cols > COLS.max) {
    return fail('invalid_params', `pipes boards have ${COLS.min} to ${COLS.max} columns, not ${cols}.`);
  }
  if (!Number.isInteger(rows) || rows < ROWS.min || rows > ROWS.max) {
    return fail('invalid_params', `pipes boards have ${ROWS.min} to ${ROWS.max} rows, not ${rows}.`);
  }
  return ok({ cols, rows });
}
