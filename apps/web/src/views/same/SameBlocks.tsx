import { Component, type JSX } from 'preact';
import { columnsOf, type Column } from './columns.ts';
import type { Tracked } from './block-tracking.ts';
import { blockStyle, columnStyle } from './block-style.ts';

interface ColumnProps {
  readonly column: Column;
  readonly cell: number;
}

/**
 * One column. Most columns are untouched by a move; skipping them keeps a click on a 50x60
 * board to a few milliseconds of diffing (function components cannot skip without compat).
 */
class SameColumn extends Component<ColumnProps> {
  override shouldComponentUpdate(next: ColumnProps): boolean {
    const { column, cell } = this.props;
    return next.cell !== cell || next.column.x !== column.x || next.column.signature !== column.signature;
  }

  override render({ column, cell }: ColumnProps): JSX.Element {
    return (
      <div class="same-col" style={columnStyle(column.x, cell)}>
        {column.blocks.map((b) => (
          <div key={b.id} class={`same-block same-c${b.colour}`} data-x={column.x} data-y={b.y} style={blockStyle(b.y, cell)} />
        ))}
      </div>
    );
  }
}

/**
 * Every block, keyed by its identity inside its column, keyed by its own: after a move only
 * the blocks that fall and the columns that close up get a new transform, which the
 * stylesheet animates. The parent memoises this element so hovering never re-renders it.
 */
export function SameBlocks({ tracked, cell }: { tracked: Tracked; cell: number }): JSX.Element {
  return (
    <div class="same-blocks">
      {columnsOf(tracked).map((column) => (
        <SameColumn key={column.id} column={column} cell={cell} />
      ))}
    </div>
  );
}
