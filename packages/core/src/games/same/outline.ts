import type { Params } from './params.ts';
import { columnSpans, shapeMask, type ColumnSpans } from './shape.ts';

/** What a generator needs of the params' shape: each column's run, and the mask for a shaped board. */
export interface Outline {
  readonly spans: ColumnSpans;
  readonly shaped?: { readonly mask: readonly boolean[]; readonly spans: ColumnSpans };
}

export function shapeOf(params: Pick<Params, 'cols' | 'rows' | 'shape'>): Outline {
  const { cols, rows } = params;
  const mask = shapeMask(params.shape ?? 'rect', cols, rows);
  const spans = columnSpans(mask, cols, rows);
  if (!spans) throw new RangeError(`The ${params.shape} shape is not one run of cells per column.`);
  return mask ? { spans, shaped: { mask, spans } } : { spans };
}
