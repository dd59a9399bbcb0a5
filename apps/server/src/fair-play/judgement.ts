import { judgeRun, movesKey, solutionKey, type LoggedRequest, type PlausibilityEvidence, type PlausibilityReason, type Puzzle } from '@gridrace/core';

/** A finished run, as the judgement needs it. */
export interface EndedRun {
  readonly id: string;
  readonly playerId: string;
  readonly puzzle: Puzzle;
  readonly solved: boolean;
  readonly ranked: boolean;
  readonly log: readonly LoggedRequest[];
}

export interface Judgement {
  /** The digest of its moves, kept with the run so that later runs can be checked against it; null when too short. */
  readonly movesKey: string | null;
  /** The evidence, when the run is flagged; null when it stands. */
  readonly flagged: PlausibilityEvidence | null;
}

/** The lookups a judgement makes: one primary key and one index range. */
export interface JudgementLookups {
  isBot(playerId: string): Promise<boolean>;
  copiedRun(puzzleId: string, movesKey: string, playerId: string): Promise<string | null>;
}

/**
 * Judges a finished run: its timing against what people do (not a bot's: bots are welcome, on
 * their own boards), and its moves against earlier runs of the puzzle by other players (a bot's
 * too: a copy is nobody's play). An unranked run is on no board: only its moves key is kept.
 */
export async function judgeEndedRun(lookups: JudgementLookups, run: EndedRun): Promise<Judgement> {
  const key = movesKey(run.log);
  if (!run.ranked) return { movesKey: key, flagged: null };
  const [bot, copiedFrom] = await Promise.all([
    lookups.isBot(run.playerId),
    // The solver's own line is found alike by every program that asks a solver: no copy of anyone.
    key === null || key === solutionKey(run.puzzle.solution) ? null : lookups.copiedRun(run.puzzle.id, key, run.playerId),
  ]);
  const judged = judgeRun(run.puzzle, { log: run.log, solved: run.solved });
  const reasons: PlausibilityReason[] = bot ? [] : [...judged.evidence.reasons];
  if (copiedFrom !== null) {
    reasons.push({ code: 'copied_log', detail: `Its ${run.log.length} requests repeat run ${copiedFrom} of another player, move for move.` });
  }
  return { movesKey: key, flagged: reasons.length === 0 ? null : { ...judged.evidence, reasons, copiedFrom } };
}

/** The flag's short reason (`run_flags.reason`): the reasons' codes. */
export const flagReasonOf = (evidence: PlausibilityEvidence): string => evidence.reasons.map((reason) => reason.code).join(', ');
