import { describe, expect, it } from 'vitest';
import { WriteBatcher } from './write-batcher.ts';

describe('WriteBatcher', () => {
  it('stores what is asked in one turn of the event loop in one write', async () => {
    const writes: number[][] = [];
    const batcher = new WriteBatcher<number>(async (items) => {
      writes.push([...items]);
    });
    await Promise.all([1, 2, 3].map((n) => batcher.write(n)));
    expect(writes).toEqual([[1, 2, 3]]);
  });

  it('stores what arrives during a write in the next one, and settles each after its own write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const batcher = new WriteBatcher<number>(async (items) => {
      writes.push([...items]);
      if (writes.length === 1) {
        started();
        await new Promise<void>((resolve) => (release = resolve));
      }
    });
    const settled: number[] = [];
    const first = batcher.write(1).then(() => settled.push(1));
    await firstStarted;
    const rest = [2, 3, 4].map((n) => batcher.write(n).then(() => settled.push(n)));
    await new Promise((resolve) => setImmediate(resolve));
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
    await new Promise((resolve) => setImmediate(resolve));
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
    expect(sizes).toEqual([3, 3, 2]);
  });

  it('flushes: settles once every write asked for has been tried, even those that came during a write', async () => {
    const stored: number[] = [];
    const batcher = new WriteBatcher<number>(async (items) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      stored.push(...items);
      // A write asked for while a batch is being stored goes into the next batch.
      if (items.includes(1)) void batcher.write(9);
    });
    void batcher.write(1);
    void batcher.write(2);
    await batcher.flush();
    expect(stored).toEqual([1, 2, 9]);
    await batcher.flush();
  });

  it('starts again for a write asked for right as the last batch ends', async () => {
    const stored: number[] = [];
    const batcher = new WriteBatcher<number>(async (items) => {
      stored.push(...items);
    });
    await batcher.write(1).then(() => batcher.write(2));
    await batcher.write(3);
    expect(stored).toEqual([1, 2, 3]);
  });
});
