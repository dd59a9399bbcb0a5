import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROCESS_TIMEOUT_MS, ProcessLiveness } from './process-liveness.ts';
import { MemoryProcessRegistry, type ProcessRegistry } from './process-registry.ts';

// Several processes in one test: each a `ProcessLiveness` on one registry, on a fake clock
// that the registry reads and the timers follow.
let clock = 0;
const STEP_MS = 50;

async function advance(ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += STEP_MS) {
    clock += STEP_MS;
    await vi.advanceTimersByTimeAsync(STEP_MS);
  }
}

/** Redis out of reach for one process only: its beats fail, and its heartbeat runs out. */
class FlakyRegistry extends MemoryProcessRegistry {
  unreachableFor: string | null = null;

  override async beat(id: string, ttlMs: number): Promise<boolean> {
    if (id === this.unreachableFor) throw new Error('Redis does not answer');
    return super.beat(id, ttlMs);
  }
}

/** A process whose `onGone` calls are recorded with the time they came. */
function serverProcess(registry: ProcessRegistry, timeoutMs = DEFAULT_PROCESS_TIMEOUT_MS) {
  const liveness = new ProcessLiveness({ registry, timeoutMs });
  const letGo: { processId: string; code: string; at: number }[] = [];
  liveness.onGone(async (processId, code) => void letGo.push({ processId, code, at: clock }));
  return { liveness, letGo };
}

beforeEach(() => {
  clock = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('process liveness', () => {
  it('finds a process that died within its timeout, whenever between two beats it died, and lets go of its races once', async () => {
    // The default meets issue 16: racers of a dead process are seen away within 10 s.
    expect(DEFAULT_PROCESS_TIMEOUT_MS).toBeLessThanOrEqual(8000);
    for (const diesAt of [0, 500, 1950, 2000, 2050, 3000, 7000]) {
      clock = 0;
      const registry = new MemoryProcessRegistry(() => clock);
      const doomed = serverProcess(registry);
      const survivor = serverProcess(registry);
      await doomed.liveness.start();
      await advance(700); // the survivor started a while later: their beats are out of step
      await survivor.liveness.start();
      const doomedId = doomed.liveness.id;
      await doomed.liveness.holds('AAAA');
      await doomed.liveness.holds('BBBB');
      await survivor.liveness.holds('CCCC');

      await advance(diesAt);
      const death = clock;
      doomed.liveness.close(); // no goodbye: its heartbeat just stops

      await advance(DEFAULT_PROCESS_TIMEOUT_MS + 2000);
      expect(survivor.letGo.map(({ processId, code }) => [processId, code])).toEqual([
        [doomedId, 'AAAA'],
        [doomedId, 'BBBB'],
      ]);
      const foundAfter = survivor.letGo[0]!.at - death;
      expect(foundAfter).toBeLessThanOrEqual(DEFAULT_PROCESS_TIMEOUT_MS);
      expect(foundAfter).toBeLessThanOrEqual(10_000);
      // Forgotten once its races are let go of: later sweeps do nothing more.
      expect(await registry.gone()).toEqual([]);
      expect(await registry.racesOf(doomedId)).toEqual([]);
      // The survivor never took itself, or its own races, for gone.
      expect(await registry.racesOf(survivor.liveness.id)).toEqual(['CCCC']);
      survivor.liveness.close();
    }
  });

  it('keeps a living process alive for as long as it beats', async () => {
    const registry = new MemoryProcessRegistry(() => clock);
    const one = serverProcess(registry, 2000);
    const two = serverProcess(registry, 2000);
    await one.liveness.start();
    await two.liveness.start();
    const ids = [one.liveness.id, two.liveness.id];
    await one.liveness.holds('AAAA');
    await advance(60_000);
    expect([one.liveness.id, two.liveness.id]).toEqual(ids);
    expect([...one.letGo, ...two.letGo]).toEqual([]);
    one.liveness.close();
    two.liveness.close();
  });

  it('a process whose heartbeat lapsed carries on under a new id and holds its sockets again; only the old id is let go of', async () => {
    const shared = new FlakyRegistry(() => clock);
    const stalled = serverProcess(shared, 2000);
    const other = serverProcess(shared, 2000);
    const heldAgain: string[] = [];
    stalled.liveness.onLapse(async () => void heldAgain.push(await stalled.liveness.holds('AAAA')));
    await stalled.liveness.start();
    await other.liveness.start();
    const oldId = stalled.liveness.id;
    await stalled.liveness.holds('AAAA');

    shared.unreachableFor = oldId;
    await advance(3000);
    expect(other.letGo.map(({ processId, code }) => [processId, code])).toEqual([[oldId, 'AAAA']]);
    shared.unreachableFor = null;
    await advance(1000);
    const newId = stalled.liveness.id;
    expect(newId).not.toBe(oldId);
    expect(heldAgain).toEqual([newId]);

    // Under its new id it is alive again: nobody lets go of it.
    await advance(10_000);
    expect(other.letGo).toHaveLength(1);
    expect(await shared.racesOf(newId)).toEqual(['AAAA']);
    stalled.liveness.close();
    other.liveness.close();
  });

  it('tries a gone process again on the next sweep when letting go of one of its races failed', async () => {
    const registry = new MemoryProcessRegistry(() => clock);
    const doomed = serverProcess(registry, 2000);
    const survivor = new ProcessLiveness({ registry, timeoutMs: 2000 });
    const attempts: string[] = [];
    survivor.onGone(async (_, code) => {
      attempts.push(code);
      if (attempts.length === 1) throw new Error('the race store did not answer');
    });
    await doomed.liveness.start();
    await survivor.start();
    await doomed.liveness.holds('AAAA');
    doomed.liveness.close();
    // Its heartbeat runs out at 1500 ms, when the survivor's sweep finds it gone.
    await advance(1700);
    expect(attempts).toEqual(['AAAA']);
    expect(await registry.gone()).toEqual([doomed.liveness.id]);
    await advance(500);
    expect(attempts).toEqual(['AAAA', 'AAAA']);
    expect(await registry.gone()).toEqual([]);
    survivor.close();
  });
});
