import { endOffsetOf, foldLog, type GameName, progressOf, type Puzzle, type RunState, standingOf } from '@gridrace/core';
import { ErrorCode, RaceErrorCode, type Problem, type RaceCreate } from '@gridrace/protocol';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import { hiddenLog } from '../runs/log-visibility.ts';
import type { LogRecord, PlayersStore, PuzzlesStore, RunRecord, RunsStore } from '../store/store.ts';
import type { GhostScript, GhostStep } from './ghost.ts';

/** Ghosts and their puzzle, with the params it was drawn with (its board's size and shape). */
export type GhostsChoice =
  { ok: true; puzzleId: string; params: Record<string, unknown>; ghosts: { script: GhostScript; name: string; guest: boolean }[] } | { ok: false; error: Problem };

const refuse = (message: string): GhostsChoice => ({ ok: false, error: { code: RaceErrorCode.BadGhost, message } });

/** Where the run stood after a request: what a racer's progress shows (a ghost in play has no end yet). */
const stepOf = (puzzle: Puzzle, run: RunState, atMs: number): GhostStep => ({ atMs, progress: progressOf(puzzle, run.state), ...standingOf(puzzle, run, null) });

/** Replays the stored log through the core reducer, step by step; null if it does not replay. */
export function scriptOf(puzzle: Puzzle, record: RunRecord, log: readonly LogRecord[]): GhostScript | null {
  const steps: GhostStep[] = [];
  const { run, failure } = foldLog(puzzle, log, {
    onStep: (after, entry) => {
      steps.push(stepOf(puzzle, after, entry.atMs));
    },
  });
  if (failure) return null;
  const endMs = endOffsetOf(puzzle, record, record.finishedAt === null ? null : record.finishedAt - record.startedAt);
  if (endMs === null) return null;
  const last = stepOf(puzzle, run, endMs);
  return {
    runId: record.id,
    playerId: record.playerId,
    steps,
    end: { ...last, moves: record.moves, score: record.score, remaining: record.remaining, timeMs: record.timeMs, runStatus: record.status },
  };
}

type GhostDeps = { readonly store: RunsStore & PuzzlesStore & PlayersStore; readonly catalog: PuzzleCatalog; readonly now: () => number };

/**
 * The ghosts asked for in `race:create`: stored, ranked runs that are over, all of one puzzle
 * of the race's game, each replayed into its script. The race is then on their puzzle.
 */
export async function ghostScripts(deps: GhostDeps, game: GameName, runIds: readonly string[]): Promise<GhostsChoice> {
  const ghosts: { script: GhostScript; name: string; guest: boolean }[] = [];
  let puzzleId: string | null = null;
  let params: Record<string, unknown> = {};
  for (const runId of new Set(runIds)) {
    const record = await deps.store.runById(runId);
    if (!record) return refuse(`No run ${runId} to race as a ghost.`);
    if (!record.ranked || record.status === 'playing') return refuse(`Run ${runId} is not a finished ranked run: only those can be raced as ghosts.`);
    if (record.game !== game) return refuse(`Run ${runId} is a ${record.game} run, not ${game}.`);
    // A ghost shows its run's log to every racer, move by move: only a log anyone may read.
    if (hiddenLog(record, await deps.store.dailyDateOf(record.puzzleId), null, deps.now()) !== null) {
      return refuse(`Run ${runId} is of a daily whose day is not over: its replay, and so its ghost, is public once the day ends (UTC).`);
    }
    if (puzzleId !== null && record.puzzleId !== puzzleId) return refuse('The ghosts of one race must all be runs of one puzzle.');
    puzzleId = record.puzzleId;
    const [opened, log, player] = await Promise.all([deps.catalog.open(record.puzzleId), deps.store.logOf(runId), deps.store.playerById(record.playerId)]);
    if (!opened.ok) return { ok: false, error: opened.error };
    const script = scriptOf(opened.value, record, log);
    if (!script) return refuse(`Run ${runId} does not replay from its log.`);
    params = opened.value.params as Record<string, unknown>;
    ghosts.push({ script, name: player?.name ?? 'ghost', guest: player ? player.accountAt === null : true });
  }
  if (puzzleId === null) return refuse('No ghost was asked for.');
  return { ok: true, puzzleId, params, ghosts };
}

/** The ghosts a `race:create` asks for, if any; they choose the race's puzzle (so no seed or params with them). */
export async function requestedGhosts(deps: GhostDeps, request: RaceCreate): Promise<GhostsChoice | null> {
  if (!request.ghosts) return null;
  if (request.seed !== undefined || request.params !== undefined) {
    return { ok: false, error: { code: ErrorCode.InvalidPayload, message: 'A race with ghosts is on their puzzle: leave out seed and params.' } };
  }
  return ghostScripts(deps, request.game, request.ghosts);
}
