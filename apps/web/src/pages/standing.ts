import { rulesOf, scoreText, type GameName } from '@gridrace/core';
import type { Leaderboard, RunSummary } from '../client/api.ts';
import { formatTime } from '../client/clock.ts';

export type StandingKind = 'new' | 'in-progress' | 'ranked' | 'gave-up' | 'unranked';

/** Where the player stands on one puzzle, in a few words for the home page's dailies. */
export interface Standing {
  readonly kind: StandingKind;
  readonly text: string;
}

/** What a finished run did, as briefly as a list can say it ("solved 1:23.4", "path 27 at 0:15.9"). */
function result(game: GameName, run: RunSummary): string {
  const rules = rulesOf(game);
  if (rules.goal === 'score') return `${scoreText(rules, run.score)} at ${formatTime(run.timeMs)}`;
  if (run.status === 'solved') return `${rules.words.solved} ${formatTime(run.timeMs)}`;
  // A board left unfinished still has its score, where the game gives one (`same`'s points).
  if (rules.words.score) return rules.words.score.text(run.score);
  return run.status === 'gave_up' ? 'gave up' : run.status.replace('_', ' ');
}

/**
 * The player's standing on a puzzle from their runs of it (newest first) and its leaderboard:
 * the run that ranks, else a run still in play, else how the last one ended, else not played.
 */
export function standingOf(game: GameName, runs: readonly RunSummary[], board: Pick<Leaderboard, 'own' | 'total'> | null): Standing {
  const inPlay = runs.find((run) => run.status === 'playing');
  const own = board?.own;
  if (own) {
    const counted = runs.find((run) => run.runId === own.runId);
    const parts = [counted ? result(game, counted) : null, `rank ${own.rank} of ${board.total}`, inPlay ? 'playing again' : null];
    return { kind: 'ranked', text: parts.filter((part) => part !== null).join(' · ') };
  }
  if (inPlay) return { kind: 'in-progress', text: inPlay.moves > 0 ? `in progress · ${inPlay.moves} move${inPlay.moves === 1 ? '' : 's'}` : 'in progress' };
  const last = runs[0];
  if (!last) return { kind: 'new', text: 'not played' };
  // A run given up is only "gave up" where the ranking leaves it out; elsewhere its result still stands.
  if (last.status === 'gave_up' && !rulesOf(game).counts(last.status)) return { kind: 'gave-up', text: 'gave up' };
  return { kind: 'unranked', text: `${result(game, last)}, unranked` };
}
