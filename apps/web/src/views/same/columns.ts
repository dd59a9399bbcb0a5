import type { Tracked } from './block-tracking.ts';

export interface Block {
  readonly id: number;
  readonly y: number;
  readonly colour: number;
}

export interface Column {
  readonly id: number;
  readonly x: number;
  readonly blocks: readonly Block[];
  /** Ids and rows of the blocks: equal signatures render the same (an id never changes colour). */
  readonly signature: string;
}

/**
 * The tracked board as columns of blocks, each list in id order: survivors keep their
 * place among their siblings, so a keyed diff moves no DOM node.
 */
export function columnsOf(tracked: Tracked): Column[] {
  const { cols, cells } = tracked.board;
  const blocksByX = new Map<number, Block[]>();
  tracked.ids.forEach((id, index) => {
    const colour = cells[index] ?? null;
    if (id === null || colour === null) return;
    const x = index % cols;
    const blocks = blocksByX.get(x) ?? [];
    blocks.push({ id, y: Math.floor(index / cols), colour });
    blocksByX.set(x, blocks);
  });
  const columns: Column[] = [];
  tracked.columnIds.forEach((id, x) => {
    if (id === null) return;
    const blocks = (blocksByX.get(x) ?? []).sort((a, b) => a.id - b.id);
    columns.push({ id, x, blocks, signature: blocks.map((b) => `${b.id}@${b.y}`).join(' ') });
  });
  return columns.sort((a, b) => a.id - b.id);
}
