import type { JSX } from 'preact';
import type { Tracked } from './identity.ts';
import { blockStyle } from './layout.ts';

interface Block {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly colour: number;
}

/** The blocks in id order: a survivor keeps its place among its siblings, so no DOM node moves. */
function blocksOf(tracked: Tracked): Block[] {
  const { cols, cells } = tracked.board;
  const blocks: Block[] = [];
  tracked.ids.forEach((id, index) => {
    const colour = cells[index] ?? null;
    if (id !== null && colour !== null) blocks.push({ id, x: index % cols, y: Math.floor(index / cols), colour });
  });
  return blocks.sort((a, b) => a.id - b.id);
}

/**
 * Every block, absolutely placed and keyed by its identity: after a move only the moved
 * blocks get a new transform, which the stylesheet animates on the compositor. The parent
 * memoises this element so hovering never re-renders the blocks.
 */
export function SameBlocks({ tracked, cell }: { tracked: Tracked; cell: number }): JSX.Element {
  return (
    <div class="same-blocks">
      {blocksOf(tracked).map((b) => (
        <div key={b.id} class={`same-block same-c${b.colour}`} data-x={b.x} data-y={b.y} style={blockStyle(b.x, b.y, cell)} />
      ))}
    </div>
  );
}
