import { z } from 'zod';
import { fail, ok, type Result } from '../../result.ts';

export const MIN_SIZE = 3;
export const MAX_SIZE = 6;

export interface Params {
  /** The board is `size x size`. */
  readonly size: number;
}

export const defaultParams: Params = { size: 4 };

/** Strict, so a misspelt param is an error rather than silently ignored. */
export const paramsSchema: z.ZodType<Params, unknown> = z.strictObject({
  size: z.number().int().min(MIN_SIZE).max(MAX_SIZE).default(defaultParams.size),
});

export const presets: Readonly<Record<string, Partial<Params>>> = {
  '3x3': { size: 3 },
  '4x4': { size: 4 },
  '5x5': { size: 5 },
  '6x6': { size: 6 },
};

/** The id segment is just the size digit: `fifteen.v1.4.<seed>`. */
export function formatParams(params: Params): string {
  return String(params.size);
}

export function parseParams(segment: string): Result<Params> {
  // One digit only, so "04" or "4.0" cannot name the same puzzle as "4".
  if (!/^[0-9]$/.test(segment)) return fail('invalid_params', `"${segment}" is not a fifteen size (3 to 6).`);
  const size = Number(segment);
  if (size < MIN_SIZE || size > MAX_SIZE) {
    return fail('invalid_params', `A fifteen board is ${MIN_SIZE}x${MIN_SIZE} to ${MAX_SIZE}x${MAX_SIZE}, not ${size}x${size}.`);
  }
  return ok({ size });
}
