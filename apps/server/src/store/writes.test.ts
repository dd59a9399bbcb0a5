import { describe, expect, it } from 'vitest';
import { timedWrites, type SqlStatement, type Writes } from './writes.ts';

const statement: SqlStatement = { sql: 'insert into t values (?)', parameters: [1] };

describe('timedWrites', () => {
  it('passes each batch on and tells how long it took to commit, a failed one too', async () => {
    const ran: (readonly SqlStatement[])[] = [];
    let fail = false;
    let closed = false;
    const slow: Writes = {
      async run(statements) {
        ran.push(statements);
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (fail) throw new Error('SQLITE_FULL: database or disk is full');
        return statements.map(() => 1);
      },
      async close() {
        closed = true;
      },
    };
    const observed: number[] = [];
    const writes = timedWrites(slow, (seconds) => observed.push(seconds));

    expect(await writes.run([statement, statement])).toEqual([1, 1]);
    fail = true;
    await expect(writes.run([statement])).rejects.toThrow(/SQLITE_FULL/);
    await writes.close();

    expect(ran.map((batch) => batch.length)).toEqual([2, 1]);
    expect(observed).toHaveLength(2);
    // Timers may fire a little early; the batch took about 20 ms, not microseconds.
    for (const seconds of observed) expect(seconds).toBeGreaterThanOrEqual(0.015);
    expect(closed).toBe(true);
  });
});
