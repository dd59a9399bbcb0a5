import { z } from 'zod';
import { describeIssue } from '../../issues.ts';
import { fail, ok, type Result } from '../../result.ts';
import { SHAPES, type Shape } from './shape.ts';

/** How a seeded board is made (docs/games/same.md#params). */
export const GENERATORS = ['runs', 'soluble'] as const;
export type Generator = (typeof GENERATORS)[number];

export interface Params {
  readonly cols: number;
  readonly rows: number;
  readonly colors: number;
  readonly generator: Generator;
  /** Longest run of one colour in a column; only the `runs` generator uses it. */
  readonly maxRun: number;
  /** Whether empty columns close up to the left (never on a shaped board). */
  readonly shift: boolean;
  /** The board's outline; absent for the full rectangle, so rectangular params stay as they were. */
  readonly shape?: Exclude<Shape, 'rect'>;
}

export const LIMITS = {
  cols: { min: 4, max: 50 },
  rows: { min: 4, max: 60 },
  colors: { min: 2, max: 6 },
  maxRun: { min: 1, max: 9 },
} as const;

export const DEFAULT_PARAMS: Params = {
  cols: 25,
  rows: 40,
  colors: 3,
  generator: 'runs',
  maxRun: 5,
  shift: true,
};

const int = (key: keyof typeof LIMITS) => z.number().int().min(LIMITS[key].min).max(LIMITS[key].max).default(DEFAULT_PARAMS[key]);

/**
 * Any partial params object, defaults filled in. `maxRun` means nothing to `soluble`, so it
 * is reset there, and a shaped board never shifts its columns (a column keeps its place in
 * the shape), so `shift` is false there: one puzzle has one params value, and formatting
 * stays an exact inverse.
 */
export const paramsSchema = z
  .strictObject({
    cols: int('cols'),
    rows: int('rows'),
    colors: int('colors'),
    generator: z.enum(GENERATORS).default(DEFAULT_PARAMS.generator),
    maxRun: int('maxRun'),
    shift: z.boolean().default(DEFAULT_PARAMS.shift),
    shape: z.enum(SHAPES).optional().describe('The board outline, rect (the whole grid) by default: cells outside it never hold a block.'),
  })
  // Like Tatham's: with two colours the backwards generator finds too few places to insert.
  .refine((p) => p.generator !== 'soluble' || p.colors >= 3, {
    message: 'soluble boards need at least 3 colours',
    path: ['colors'],
  })
  .transform(({ shape, ...p }): Params => {
    const rect = p.generator === 'soluble' ? { ...p, maxRun: DEFAULT_PARAMS.maxRun } : p;
    return shape === undefined || shape === 'rect' ? rect : { ...rect, shift: false, shape };
  });

export const PRESETS: Readonly<Record<string, Partial<Params>>> = {
  classic: {},
  small: { cols: 15, rows: 10, colors: 3, generator: 'soluble' },
  medium: { cols: 20, rows: 15, colors: 4, generator: 'soluble' },
  tatham: { cols: 15, rows: 10, colors: 4, generator: 'soluble' },
  tall: { cols: 25, rows: 40, colors: 3, generator: 'soluble' },
  noshift: { cols: 15, rows: 15, colors: 3, generator: 'soluble', shift: false },
  heart: { cols: 15, rows: 15, colors: 3, generator: 'soluble', shape: 'heart' },
  diamond: { cols: 15, rows: 15, colors: 3, generator: 'soluble', shape: 'diamond' },
  circle: { cols: 16, rows: 16, colors: 4, generator: 'soluble', shape: 'circle' },
  cross: { cols: 15, rows: 15, colors: 4, generator: 'soluble', shape: 'cross' },
  arch: { cols: 20, rows: 15, colors: 4, generator: 'soluble', shape: 'arch' },
};

/** Board shape part shared by the params segment and the described body: `25x40c3`. */
export function formatShape(p: Pick<Params, 'cols' | 'rows' | 'colors'>): string {
  return `${p.cols}x${p.rows}c${p.colors}`;
}

/**
 * `25x40c3r5` (runs), `25x40c3s` (soluble), with a trailing `n` when shift is off, or the
 * shape's name for a shaped board (`15x15c3sheart`: never shifts, so no `n`).
 */
export function formatParams(p: Params): string {
  const generator = p.generator === 'runs' ? `r${p.maxRun}` : 's';
  return `${formatShape(p)}${generator}${p.shape ?? (p.shift ? '' : 'n')}`;
}

const SEGMENT = new RegExp(`^([1-9][0-9]?)x([1-9][0-9]?)c([0-9])(?:r([0-9])|(s))(?:(n)|(${SHAPES.filter((s) => s !== 'rect').join('|')}))?$`);

export function parseParams(segment: string): Result<Params> {
  const m = SEGMENT.exec(segment);
  if (!m) {
    return fail('invalid_params', `"${segment}" is not same params like 25x40c3r5 or 15x10c3s (with a trailing n for no column shift, or a shape: 15x15c3sheart).`);
  }
  const raw = {
    cols: Number(m[1]),
    rows: Number(m[2]),
    colors: Number(m[3]),
    generator: m[5] ? 'soluble' : 'runs',
    ...(m[4] !== undefined ? { maxRun: Number(m[4]) } : {}),
    shift: m[6] !== 'n' && m[7] === undefined,
    ...(m[7] !== undefined ? { shape: m[7] } : {}),
  };
  const parsed = paramsSchema.safeParse(raw);
  if (!parsed.success) {
    return fail('invalid_params', `Bad same params "${segment}": ${describeIssue(parsed.error.issues[0])}.`);
  }
  return ok(parsed.data);
}
