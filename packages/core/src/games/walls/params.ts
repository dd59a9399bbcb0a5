import { z } from 'zod';
import { describeIssue } from '../../issues.ts';
import { fail, ok, type Result } from '../../result.ts';

/** Named sizes after pathery.com's daily maps; counts inside the ranges come from the seed. */
export const PRESET_NAMES = ['simple', 'normal', 'complex'] as const;
export type Preset = (typeof PRESET_NAMES)[number];

export interface PresetSpec {
  readonly cols: number;
  readonly rows: number;
  readonly walls: readonly [number, number];
  readonly checkpoints: readonly [number, number];
  /** Rock density in whole percent of all cells, drawn per board (Pathery scatters ~7-12%). */
  readonly rockPercent: readonly [number, number];
}

export const PRESET_SPECS: Readonly<Record<Preset, PresetSpec>> = {
  simple: { cols: 13, rows: 7, walls: [7, 10], checkpoints: [0, 1], rockPercent: [6, 10] },
  normal: { cols: 15, rows: 9, walls: [11, 13], checkpoints: [1, 3], rockPercent: [7, 12] },
  complex: { cols: 19, rows: 9, walls: [14, 16], checkpoints: [2, 5], rockPercent: [7, 12] },
};

export interface ExplicitParams {
  readonly cols: number;
  readonly rows: number;
  /** How many walls the player may place. */
  readonly walls: number;
  readonly checkpoints: number;
  /** Fraction of all cells that are rocks, a multiple of 0.01 in 0..0.3. */
  readonly rocks: number;
}

export type Params = { readonly preset: Preset } | ExplicitParams;

export const LIMITS = { cols: [5, 30], rows: [3, 20], checkpoints: [0, 5], maxWalls: 60, maxRockPercent: 30 } as const;

/** The wall budget a board of this size allows: up to a third of its cells, at most 60. */
export function maxWallsFor(cols: number, rows: number): number {
  return Math.min(LIMITS.maxWalls, Math.floor((cols * rows) / 3));
}

export const DEFAULT_PARAMS: Params = { preset: 'normal' };

const int = (min: number, max: number) => z.number().int().min(min).max(max);

const rawParams = z.strictObject({
  preset: z.enum(PRESET_NAMES).optional(),
  cols: int(LIMITS.cols[0], LIMITS.cols[1]).optional(),
  rows: int(LIMITS.rows[0], LIMITS.rows[1]).optional(),
  walls: int(1, LIMITS.maxWalls).optional(),
  checkpoints: int(LIMITS.checkpoints[0], LIMITS.checkpoints[1]).optional(),
  rocks: z
    .number()
    .min(0)
    .max(LIMITS.maxRockPercent / 100)
    .refine((r) => Math.abs(r * 100 - Math.round(r * 100)) < 1e-9, 'rocks must be a multiple of 0.01')
    .optional(),
});

const EXPLICIT_KEYS = ['cols', 'rows', 'walls', 'checkpoints', 'rocks'] as const;

/**
 * Any JSON params, missing fields filled in: nothing at all is the `normal` preset; a preset
 * stands alone; explicit sizes take defaults for what is left out (a budget that fits).
 */
export const paramsSchema: z.ZodType<Params, unknown> = rawParams
  .superRefine((raw, ctx) => {
    const explicit = EXPLICIT_KEYS.filter((key) => raw[key] !== undefined);
    if (raw.preset !== undefined && explicit.length > 0) {
      ctx.addIssue({ code: 'custom', message: `a preset cannot be combined with ${explicit.join(', ')}` });
      return;
    }
    const cols = raw.cols ?? 15;
    const rows = raw.rows ?? 9;
    if (raw.walls !== undefined && raw.walls > maxWallsFor(cols, rows)) {
      ctx.addIssue({
        code: 'custom',
        path: ['walls'],
        message: `a ${cols}x${rows} board allows at most ${maxWallsFor(cols, rows)} walls`,
      });
    }
  })
  .transform((raw): Params => {
    if (EXPLICIT_KEYS.every((key) => raw[key] === undefined)) return { preset: raw.preset ?? 'normal' };
    const cols = raw.cols ?? 15;
    const rows = raw.rows ?? 9;
    return {
      cols,
      rows,
      walls: raw.walls ?? Math.min(12, maxWallsFor(cols, rows)),
      checkpoints: raw.checkpoints ?? 2,
      // Normalised so that 0.07 and 0.07000000000000001 are one puzzle.
      rocks: Math.round((raw.rocks ?? 0.1) * 100) / 100,
    };
  });

export function isPreset(params: Params): params is { readonly preset: Preset } {
  return 'preset' in params;
}

/** `normal`, or `15x9w12c2r10` (rocks in whole percent). */
export function formatParams(params: Params): string {
  if (isPreset(params)) return params.preset;
  const { cols, rows, walls, checkpoints, rocks } = params;
  return `${cols}x${rows}w${walls}c${checkpoints}r${Math.round(rocks * 100)}`;
}

const NUM = '(0|[1-9][0-9]{0,2})';
const EXPLICIT_SEGMENT = new RegExp(`^${NUM}x${NUM}w${NUM}c${NUM}r${NUM}$`);

export function parseParams(segment: string): Result<Params> {
  if ((PRESET_NAMES as readonly string[]).includes(segment)) return ok({ preset: segment as Preset });
  const match = EXPLICIT_SEGMENT.exec(segment);
  if (!match) {
    return fail('invalid_params', `walls params are ${PRESET_NAMES.join(', ')} or like 15x9w12c2r10, not "${segment}".`);
  }
  const [cols, rows, walls, checkpoints, percent] = match.slice(1).map(Number) as [number, number, number, number, number];
  const parsed = paramsSchema.safeParse({ cols, rows, walls, checkpoints, rocks: percent / 100 });
  if (!parsed.success) {
    return fail('invalid_params', `Bad walls params "${segment}": ${describeIssue(parsed.error.issues[0])}.`);
  }
  return ok(parsed.data);
}
