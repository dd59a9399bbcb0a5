/** A race room as its row holds it: the race's JSON and the version a change must find. */
export interface RaceRow {
  readonly code: string;
  readonly state: string;
  readonly version: number;
}

/**
 * Race rooms in the database (without Redis): the rows behind `DatabaseRaceStore`. Each write
 * is one statement, atomic on its own, so a change made elsewhere meanwhile is seen, never
 * overwritten.
 */
export interface RaceRows {
  /** Inserts a race at version 1; false when its code is taken. */
  insertRace(code: string, state: string, deadline: number | null): Promise<boolean>;
  race(code: string): Promise<RaceRow | null>;
  /** Every stored race (a restarted server takes its rooms up again). */
  allRaces(): Promise<RaceRow[]>;
  /** Stores `state` as the next version only if the row is still at `version`: false if not (or gone). */
  replaceRace(code: string, version: number, state: string, deadline: number | null): Promise<boolean>;
  /** Deletes the race and its runs' links. */
  deleteRace(code: string): Promise<void>;
  linkRun(runId: string, code: string): Promise<void>;
  raceOfRun(runId: string): Promise<string | null>;
  /** Codes of up to `limit` races whose deadline is at or before `before`, earliest first. */
  due(before: number, limit: number): Promise<string[]>;
  /** Takes the lease `name` for `token` until `until` unless someone holds it past `now`; answers whether it was taken. */
  lease(name: string, token: string, until: number, now: number): Promise<boolean>;
  /** Lets the lease go, if `token` still holds it. */
  release(name: string, token: string): Promise<void>;
}
