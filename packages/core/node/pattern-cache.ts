/**
 * Node-side disk cache for the fifteen solver's pattern databases (4x4: 12 MiB, about 8 s to
 * build; 5x5: 14.3 MiB, about 16 s). The core stays pure: it builds and checks tables; this
 * file only reads and writes.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { type PuzzleBoard } from '../src/index.ts';
import * as fifteenRules from '../src/games/fifteen/index.ts';

type PatternDatabaseKey = fifteenRules.PatternDatabaseKey;

const { buildPatternDatabase, installPatternDatabase, isPatternDatabaseKey, patternDatabaseKeys } = fifteenRules;

/** `GRIDRACE_CACHE_DIR`, else the user's cache folder. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.GRIDRACE_CACHE_DIR ?? join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'gridrace');
}

/**
 * The tables a puzzle's solver needs (the rules' `tablesFor`), read from `dir` or built there;
 * `skip` holds those this process already has. Returns the keys it prepared.
 */
export function prepareTablesFor(puzzle: PuzzleBoard, dir: string, skip: ReadonlySet<string> = new Set()): string[] {
  const keys = puzzle.rules.tablesFor(puzzle.board).filter((key) => !skip.has(key));
  const known = keys.filter(isPatternDatabaseKey);
  if (known.length < keys.length) throw new Error(`No table is known by the names ${keys.filter((key) => !isPatternDatabaseKey(key)).join(', ')}.`);
  preparePatternDatabases(dir, known);
  return known;
}

/**
 * Installs every table (or those of `keys`) from `dir`, building and saving the ones missing
 * or damaged there. Returns the keys it had to build. A failed write only costs a rebuild
 * next time.
 */
export function preparePatternDatabases(dir: string, keys: readonly PatternDatabaseKey[] = patternDatabaseKeys): string[] {
  const built: string[] = [];
  for (const key of keys) {
    const file = join(dir, `${key}.bin`);
    let bytes: Uint8Array | null = null;
    try {
      bytes = readFileSync(file);
    } catch {
      // Not cached yet.
    }
    if (bytes && installPatternDatabase(key, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))) continue;
    const table = buildPatternDatabase(key);
    built.push(key);
    try {
      mkdirSync(dir, { recursive: true });
      // Write then rename, so a reader never sees half a table; the server's solver threads
      // may build at once, so the partial file is per thread, not only per process.
      const partial = `${file}.${process.pid}.${threadId}.partial`;
      writeFileSync(partial, table);
      renameSync(partial, file);
    } catch {
      // Read-only or full disk: the table still serves this process.
    }
  }
  return built;
}
