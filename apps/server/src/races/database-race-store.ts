import { randomUUID } from 'node:crypto';
import type { RaceRows } from '../store/race-rows.ts';
import type { Race } from './race.ts';
import { MemberIndex } from './member-index.ts';
import { memberIds } from './member-index.ts';
import { deepFreeze, draftOf, readRace, type RaceChange, type RaceChanged, type RaceStore } from './race-store.ts';

/** A change lost this many times in a row to another writer of the same database: something is wrong. */
const MAX_ATTEMPTS = 50;

/** A race as last committed, and the version its row is at. */
interface Committed {
  readonly race: Race;
  readonly version: number;
}

/** A change waiting for its race's next write, and its caller. */
interface Waiting {
  readonly change: RaceChange<unknown>;
  readonly resolve: (changed: RaceChanged<unknown> | null) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { readonly changed: RaceChanged<unknown> | null } | { readonly error: unknown };

/**
 * Race rooms in the database, for a server without Redis (docs/operations.md#several-processes): a restart keeps them. The
 * database is the truth; this process, the only one, keeps every race it has read or written
 * as last committed, so a read costs no query.
 *
 * Changes of one race are applied one write at a time (a lane per race): those asked for
 * while a write is under way are applied in order to the race it commits and stored together
 * in the next write, so a burst of moves in one room costs one write, not one each. Each write
 * is a compare-and-set on the row's version: if another writer of the database changed it
 * meanwhile (a process still closing while its successor starts), the race is read again and
 * the changes applied again, as Redis's store does. A change resolves only once its write
 * has committed, so what a player was told is stored.
 */
export class DatabaseRaceStore implements RaceStore {
  private readonly committed = new Map<string, Committed>();
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly lanes = new Map<string, Promise<unknown>>();
  /** Who sits in which race, kept as races are committed or read here (every race is read at start: `all`). */
  private readonly members = new MemberIndex();

  /** `now`: the clock claims and locks run out by (the server's). */
  constructor(
    private readonly rows: RaceRows,
    private readonly now: () => number = Date.now,
  ) {}

  async create(race: Race): Promise<boolean> {
    const stored = deepFreeze(structuredClone(race));
    return this.inLane(race.code, async () => {
      if (!(await this.rows.insertRace(race.code, JSON.stringify(stored), stored.deadline))) return false;
      this.keep(race.code, { race: stored, version: 1 });
      return true;
    });
  }

  async get(code: string): Promise<Race | null> {
    const known = this.committed.get(code);
    if (known) return known.race;
    return (await this.inLane(code, () => this.read(code)))?.race ?? null;
  }

  update<T>(code: string, change: RaceChange<T>): Promise<RaceChanged<T> | null> {
    return new Promise((resolve, reject) => {
      const entry = { change, resolve, reject } as Waiting;
      const queue = this.waiting.get(code);
      if (queue) return void queue.push(entry);
      this.waiting.set(code, [entry]);
      // The changes asked for until this write's turn come go with it.
      void this.inLane(code, () => this.writeWaiting(code));
    });
  }

  async delete(code: string): Promise<void> {
    await this.inLane(code, async () => {
      await this.rows.deleteRace(code);
      this.members.changed(code, this.committed.get(code)?.race ?? null, null);
      this.committed.delete(code);
    });
  }

  linkRun(runId: string, code: string): Promise<void> {
    return this.rows.linkRun(runId, code);
  }

  raceOfRun(runId: string): Promise<string | null> {
    return this.rows.raceOfRun(runId);
  }

  due(before: number, limit: number): Promise<string[]> {
    return this.rows.due(before, limit);
  }

  claim(task: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    return this.rows.lease(`claim:${task}`, randomUUID(), now + ttlMs, now);
  }

  async tryLock(name: string, ttlMs: number): Promise<string | null> {
    const token = randomUUID();
    const now = this.now();
    return (await this.rows.lease(`lock:${name}`, token, now + ttlMs, now)) ? token : null;
  }

  unlock(name: string, token: string): Promise<void> {
    return this.rows.release(`lock:${name}`, token);
  }

  /** Every stored race, read afresh (a restarted server takes its rooms up again). */
  async all(): Promise<Race[]> {
    const rows = await this.rows.allRaces();
    return Promise.all(rows.map((row) => this.inLane(row.code, async () => (this.committed.get(row.code) ?? this.remember(row.code, row.state, row.version)).race)));
  }

  /** Settles once every change asked for so far is stored (before the database closes). */
  async settled(): Promise<void> {
    while (this.lanes.size > 0) await Promise.allSettled(this.lanes.values());
  }

  /** Runs `work` after whatever this race's lane holds: one read-modify-write of a race at a time. */
  private inLane<T>(code: string, work: () => Promise<T>): Promise<T> {
    const done = (this.lanes.get(code) ?? Promise.resolve()).then(work);
    const settled = done.catch(() => undefined);
    this.lanes.set(code, settled);
    void settled.then(() => {
      if (this.lanes.get(code) === settled) this.lanes.delete(code);
    });
    return done;
  }

  /** The race as committed: known here, or read from its row (in its lane). */
  private async read(code: string): Promise<Committed | null> {
    const known = this.committed.get(code);
    if (known) return known;
    const row = await this.rows.race(code);
    return row ? this.remember(code, row.state, row.version) : null;
  }

  private remember(code: string, state: string, version: number): Committed {
    const committed = { race: deepFreeze(readRace(state)), version };
    this.keep(code, committed);
    return committed;
  }

  /** The race as committed now, and the index of members in step with it. */
  private keep(code: string, committed: Committed): void {
    this.members.changed(code, this.committed.get(code)?.race ?? null, committed.race);
    this.committed.set(code, committed);
  }

  async roomsOf(playerId: string): Promise<Race[]> {
    // An entry the index kept past a failed write is checked against the race itself.
    const races = await Promise.all(this.members.codesOf(playerId).map((code) => this.get(code)));
    return races.filter((race): race is Race => race !== null && memberIds(race).includes(playerId));
  }

  /** Applies and stores every change waiting for this race, in one write; tells each caller its own outcome. */
  private async writeWaiting(code: string): Promise<void> {
    const batch = this.waiting.get(code) ?? [];
    this.waiting.delete(code);
    try {
      const outcomes = await this.applyAll(
        code,
        batch.map(({ change }) => change),
      );
      batch.forEach(({ resolve, reject }, index) => {
        const outcome = outcomes[index]!;
        if ('error' in outcome) reject(outcome.error);
        else resolve(outcome.changed);
      });
    } catch (error) {
      // Whether it reached the disk is unknown: the next read goes to the row.
      this.committed.delete(code);
      for (const { reject } of batch) reject(error);
    }
  }

  private async applyAll(code: string, changes: readonly RaceChange<unknown>[]): Promise<Outcome[]> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const stored = await this.read(code);
      if (!stored) return changes.map(() => ({ changed: null }));
      let race = stored.race;
      const outcomes = changes.map((change): Outcome => {
        const draft = draftOf(race);
        try {
          const result = change(draft);
          if (!result.ok) return { changed: result };
          race = deepFreeze(draft);
          return { changed: { ok: true, race, value: result.value } };
        } catch (error) {
          // A change that throws is its caller's failure alone: the others are stored.
          return { error };
        }
      });
      if (race === stored.race) return outcomes;
      if (await this.rows.replaceRace(code, stored.version, JSON.stringify(race), race.deadline)) {
        this.keep(code, { race, version: stored.version + 1 });
        return outcomes;
      }
      // Another writer changed (or deleted) the race meanwhile: apply the changes again to its version.
      this.committed.delete(code);
    }
    throw new Error(`race ${code}: too much contention, the change was not stored`);
  }
}
