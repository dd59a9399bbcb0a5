import { randomUUID } from 'node:crypto';
import type { Problem } from '@gridrace/protocol';
import { MemberIndex } from './member-index.ts';
import type { Race } from './race.ts';

export type RaceChange<T> = (race: Race) => { ok: true; value: T } | { ok: false; error: Problem };
export type RaceChanged<T> = { ok: true; race: Race; value: T } | { ok: false; error: Problem };

/**
 * Where race rooms live (the `RaceState` port of docs/conventions.md#io-behind-small-ports). Async, and every change is one
 * atomic read-modify-write, so a Redis implementation (WATCH/MULTI, or a Lua script) can
 * share races between processes behind the same interface as the in-memory one.
 */
export interface RaceStore {
  /** Stores a new race; false when its code is taken (the caller draws another). */
  create(race: Race): Promise<boolean>;
  get(code: string): Promise<Race | null>;
  /**
   * Applies `change` to a copy of the race and stores it only when it succeeds: a refused
   * change leaves the stored race exactly as it was.
   */
  update<T>(code: string, change: RaceChange<T>): Promise<RaceChanged<T> | null>;
  delete(code: string): Promise<void>;
  /** Which race a run belongs to, so a move on it can update the race. */
  linkRun(runId: string, code: string): Promise<void>;
  raceOfRun(runId: string): Promise<string | null>;
  /**
   * True for the first caller of `task` only (for `ttlMs`): a timer's work (countdown end,
   * time up) runs once even if several processes hold a timer for the same race round.
   */
  claim(task: string, ttlMs: number): Promise<boolean>;
  /**
   * A lock shared by every process, held for `ttlMs` at most (a holder that dies lets it go
   * then): a token when taken, null while another holds it. `unlock` with that token lets it
   * go; a token whose lock ran out and was taken since lets nothing go.
   */
  tryLock(name: string, ttlMs: number): Promise<string | null>;
  unlock(name: string, token: string): Promise<void>;
  /** Codes of up to `limit` races whose `deadline` is at or before `before`, earliest first. */
  due(before: number, limit: number): Promise<string[]>;
  /** The races that list the player among their members, by an index of members (not a scan of every race). */
  roomsOf(playerId: string): Promise<Race[]>;
}

/** Freezes `value` and everything in it, so that sharing it cannot let anyone change it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A change's working copy of a stored (frozen) race. Changes set fields of the race and of its
 * members, so those are copied; the rest (params, each racer's run) is read-only, typed so and
 * frozen, and shared. A deep copy (structuredClone) was 3-5 % of the event loop in a burst of
 * moves, one change each.
 */
export function draftOf(race: Race): Race {
  return { ...race, members: race.members.map((member) => ({ ...member })) };
}

/**
 * A race as stored (JSON). Races written by an older server (during a rolling upgrade) have no
 * `heldBy`: nobody is known to hold their members, which is what a member held by a process
 * that then restarted looks like, so they join and carry on as usual.
 */
export function readRace(json: string): Race {
  const race = JSON.parse(json) as Race;
  for (const member of race.members) member.heldBy ??= [];
  return race;
}

/**
 * In one process: a change runs synchronously on a copy, so it cannot interleave with another.
 * Stored races are frozen, so a read hands out the stored race itself and a change copies
 * only what it may set (`draftOf`).
 */
export class MemoryRaceStore implements RaceStore {
  private readonly races = new Map<string, Race>();
  private readonly runs = new Map<string, string>();
  /** The runs of each race, so a deleted race takes its runs along without a scan of all. */
  private readonly runsOfRace = new Map<string, Set<string>>();
  private readonly members = new MemberIndex();
  private readonly claims = new Map<string, number>();
  private readonly locks = new Map<string, { token: string; until: number }>();

  /** `now`: the clock claims expire by (the server's clock, so a test's fake clock too). */
  constructor(private readonly now: () => number = Date.now) {}

  async create(race: Race): Promise<boolean> {
    if (this.races.has(race.code)) return false;
    this.races.set(race.code, deepFreeze(structuredClone(race)));
    this.members.changed(race.code, null, this.races.get(race.code)!);
    return true;
  }

  async roomsOf(playerId: string): Promise<Race[]> {
    return this.members.codesOf(playerId).flatMap((code) => this.races.get(code) ?? []);
  }

  async due(before: number, limit: number): Promise<string[]> {
    return [...this.races.values()]
      .filter((race) => race.deadline !== null && race.deadline <= before)
      .sort((a, b) => a.deadline! - b.deadline!)
      .slice(0, limit)
      .map((race) => race.code);
  }

  async get(code: string): Promise<Race | null> {
    return this.races.get(code) ?? null;
  }

  async update<T>(code: string, change: RaceChange<T>): Promise<RaceChanged<T> | null> {
    const stored = this.races.get(code);
    if (!stored) return null;
    const draft = draftOf(stored);
    const result = change(draft);
    if (!result.ok) return result;
    this.races.set(code, deepFreeze(draft));
    this.members.changed(code, stored, draft);
    return { ok: true, race: draft, value: result.value };
  }

  async delete(code: string): Promise<void> {
    const race = this.races.get(code);
    this.members.changed(code, race ?? null, null);
    this.races.delete(code);
    for (const runId of this.runsOfRace.get(code) ?? []) this.runs.delete(runId);
    this.runsOfRace.delete(code);
  }

  async linkRun(runId: string, code: string): Promise<void> {
    this.runs.set(runId, code);
    const ofRace = this.runsOfRace.get(code) ?? new Set<string>();
    ofRace.add(runId);
    this.runsOfRace.set(code, ofRace);
  }

  async raceOfRun(runId: string): Promise<string | null> {
    return this.runs.get(runId) ?? null;
  }

  async claim(task: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    for (const [key, until] of this.claims) if (until <= now) this.claims.delete(key);
    if (this.claims.has(task)) return false;
    this.claims.set(task, now + ttlMs);
    return true;
  }

  async tryLock(name: string, ttlMs: number): Promise<string | null> {
    const held = this.locks.get(name);
    if (held && held.until > this.now()) return null;
    const token = randomUUID();
    this.locks.set(name, { token, until: this.now() + ttlMs });
    return token;
  }

  async unlock(name: string, token: string): Promise<void> {
    if (this.locks.get(name)?.token === token) this.locks.delete(name);
  }
}
