import { goalMet, goalText, levelOf, RULES, type GameName } from '@gridrace/core';
import type { JourneyResponse } from '@gridrace/protocol';
import type { JourneysStore, RunHistoryStore, RunRecord } from '../store/store.ts';

/** How far back a level's best run is looked for among the player's runs of it. */
const RUNS_LOOKED_AT = 200;

/**
 * Settles a run that just ended: a ranked run of an unlocked journey level that meets the
 * level's goal completes it, which unlocks the next (docs/runs.md#journeys).
 */
export async function settleJourney(
  store: JourneysStore,
  game: GameName,
  run: Pick<RunRecord, 'id' | 'playerId' | 'puzzleId' | 'ranked'>,
  result: { status: string; score: number },
  at: number,
): Promise<void> {
  if (!run.ranked) return;
  const { journey } = RULES[game];
  const level = levelOf(journey, run.puzzleId);
  if (level === null || !goalMet(journey.levels[level - 1]!.goal, result)) return;
  if (level > 1 && !(await store.journeyLevelsDone(run.playerId, game)).includes(level - 1)) return;
  await store.completeJourneyLevel(run.playerId, game, level, run.id, at);
}

/** A game's journey with the player's progress and best runs (none without a player). */
export async function journeyFor(store: JourneysStore & RunHistoryStore, game: GameName, playerId: string | null): Promise<JourneyResponse> {
  const rules = RULES[game];
  const done = new Set(playerId === null ? [] : await store.journeyLevelsDone(playerId, game));
  const levels = await Promise.all(
    rules.journey.levels.map(async ({ puzzleId, goal }, i) => {
      const level = i + 1;
      return {
        level,
        puzzleId,
        goal,
        goalText: goalText(goal, rules),
        unlocked: level === 1 || done.has(level - 1),
        completed: done.has(level),
        best: playerId === null ? null : await bestRun(store, game, playerId, puzzleId),
      };
    }),
  );
  return { game, grows: rules.journey.grows, completed: done.size, levels };
}

async function bestRun(store: RunHistoryStore, game: GameName, playerId: string, puzzleId: string): Promise<JourneyResponse['levels'][number]['best']> {
  const rules = RULES[game];
  const runs = (await store.runsOfPlayerOn(playerId, puzzleId, RUNS_LOOKED_AT)).filter((run) => run.ranked && rules.counts(run.status));
  const best = runs.sort((a, b) => rules.compare(a, b))[0];
  return best ? { timeMs: best.timeMs, moves: best.moves, score: best.score, runId: best.id } : null;
}
