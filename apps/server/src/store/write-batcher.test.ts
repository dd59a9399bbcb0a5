import { describe, expect, it } from 'vitest';
import { WriteBatcher } from './write-batcher.ts';

describe('WriteBatcher', () => {
  it('stores what arrives during a write in the next one, and settles each after its own write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => undefined;
    const batcher = new WriteBatcher<number>(async (items) => {
      writes.push([...items]);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const settled: number[] = [];
    const first = batcher.write(1).then(() => settled.push(1));
    const rest = [2, 3, 4].map((n) => batcher.write(n).then(() => settled.push(n)));
    await Promise.resolve();
    // The first write is still running: nothing is acknowledged yet.
    expect(settled).toEqual([]);
    release();
    await Promise.all([first, ...rest]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
    expect(settled).toEqual([1, 2, 3, 4]);
  });

  it('fails only the item that cannot be stored', async () => {
    let hold: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (hold = resolve));
    const stored: number[] = [];
    const batcher = new WriteBatcher<number>(async (items) => {
      if (items.includes(0)) await held;
      if (items.includes(13)) throw new Error('bad item');
      stored.push(...items);
    });
    const warmUp = batcher.write(0);
    const results = Promise.allSettled([12, 13, 14].map((n) => batcher.write(n)));
    hold();
    await warmUp;
    expect((await results).map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(stored).toEqual([0, 12, 14]);
  });

  it('keeps batches within the limit', async () => {
    const sizes: number[] = [];
    const batcher = new WriteBatcher<number>(async (items) => {
      sizes.push(items.length);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }, 3);
    await Promise.all(Array.from({ length: 8 }, (_, n) => batcher.write(n)));
    expect(sizes).toEqual([1, 3, 3, 1]);
  });
});
