import { type AnyRules, type GameName, type PlacingFigure, placingFigureOf, rulesOf } from '@gridrace/core';
import type { Leaderboard, RunSummary } from '../client/api.ts';
import { formatTime } from '../i18n/format.ts';
import { type MessageKey, t } from '../i18n/messages.ts';
import { scoreWords, wordsOf } from '../i18n/game-words.ts';

export type StandingKind = 'new' | 'in-progress' | 'ranked' | 'gave-up' | 'unranked';

/** Where the player stands on one puzzle, in a few words for the home page's dailies. */
export interface Standing {
  readonly kind: StandingKind;
  readonly text: string;
}

const STATUS_WORDS: Readonly<Record<string, MessageKey>> = {
  gave_up: 'standing.gaveUp',
  ended: 'standing.ended',
  stuck: 'standing.stuck',
  time_up: 'standing.time_up',
  solved: 'words.solved',
};

/** How a run ended, in the player's language ("gave up", "time up"). */
export const statusWords = (status: string): string => (STATUS_WORDS[status] ? t(STATUS_WORDS[status]) : status.replace('_', ' '));

/** A finished run's result, told by the figure its game places by. */
const RESULTS: Readonly<Record<PlacingFigure, (rules: AnyRules, run: RunSummary) => string>> = {
  score: (rules, run) => t('standing.scoreAt', { score: scoreWords(rules, run.score), time: formatTime(run.timeMs) }),
  time: (rules, run) => {
    const words = wordsOf(rules);
    if (run.status === 'solved') return `${words.solved} ${formatTime(run.timeMs)}`;
    // A board left unfinished still has its score, where the game gives one (`same`'s points).
    if (words.score) return words.score.text(run.score);
    return statusWords(run.status);
  },
};

/** What a finished run did, as briefly as a list can say it ("solved 1:23.4", "path 27 at 0:15.9"). */
function result(game: GameName, run: RunSummary): string {
  const rules = rulesOf(game);
  return RESULTS[placingFigureOf(rules)](rules, run);
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
    const parts = [counted ? result(game, counted) : null, t('standing.rank', { rank: own.rank, total: board.total }), inPlay ? t('standing.playingAgain') : null];
    return { kind: 'ranked', text: parts.filter((part) => part !== null).join(' · ') };
  }
  if (inPlay)
    return { kind: 'in-progress', text: inPlay.moves > 0 ? t('standing.inProgressMoves', { moves: t('count.moves', { moves: inPlay.moves }) }) : t('standing.inProgress') };
  const last = runs[0];
  if (!last) return { kind: 'new', text: t('standing.notPlayed') };
  // A run given up is only "gave up" where the ranking leaves it out; elsewhere its result still stands.
  if (last.status === 'gave_up' && !rulesOf(game).counts(last.status)) return { kind: 'gave-up', text: t('standing.gaveUp') };
  return { kind: 'unranked', text: t('standing.unranked', { result: result(game, last) }) };
}
