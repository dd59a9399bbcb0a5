import { type GameName, hasScoreLeaderboard, type PlacingFigure, placingFigureOf, rulesOf } from '@gridrace/core';
import { GAME_INFO, paramsLabel } from './games.ts';
import { parStrip } from './stats/stats-words.ts';
import { t } from '../i18n/messages.ts';
import { scoreWords, wordsOf } from '../i18n/game-words.ts';
import { formatNumber, formatTime } from '../i18n/format.ts';

export interface ShareFacts {
  readonly game: GameName;
  readonly puzzleId: string;
  readonly runStatus: string;
  readonly timeMs: number | null;
  readonly moves: number;
  readonly score: number;
  readonly par: number | null;
  /** The best score known for the puzzle (games played to the finish that also make points), else null. */
  readonly bestKnown: number | null;
  readonly rank: number | null;
  readonly url: string;
}

/**
 * A finish game that also makes points (`same`) is told by its points first, against the best
 * known: "par 90" in moves says little beside them, so the time, moves and par come after.
 */
function pointsFirst(f: ShareFacts, finish: string): string {
  const rules = rulesOf(f.game);
  const best = f.bestKnown === null ? '' : ` ${t('share.bestKnown', { best: f.bestKnown })}`;
  return t('share.pointsFirst', { points: scoreWords(rules, f.score), best, finish });
}

/** What a player pastes to a friend: the result in one line, then the link to the same board. */
export function shareText(f: ShareFacts): string {
  const title = t('share.title', { game: GAME_INFO[f.game].title, params: paramsLabel(f.puzzleId) }).trim();
  const par = f.par === null ? '' : ` ${t('share.par', { par: f.par })}`;
  const rules = rulesOf(f.game);
  const words = wordsOf(rules);
  const time = formatTime(f.timeMs);
  const moves = t('count.moves', { moves: f.moves });
  const solved = f.runStatus === 'solved' ? t('share.solvedIn', { solved: words.solved, time, moves, par }) : null;
  const results: Record<PlacingFigure, () => string> = {
    score: () => t('share.scoreAt', { score: scoreWords(rules, f.score), par, time }),
    time: () =>
      hasScoreLeaderboard(rules) ? pointsFirst(f, solved ?? t('share.playedFor', { moves, time })) : (solved ?? (words.score ? words.score.text(f.score) : t('share.gaveUp'))),
  };
  const result = results[placingFigureOf(rules)]();
  const rank = f.rank === null ? '' : ` — ${t('finished.rankThis', { rank: f.rank })}`;
  return `${title}: ${result}${rank}\n${f.url}`;
}

export interface DailyShareFacts {
  readonly game: GameName;
  readonly date: string;
  readonly timeMs: number | null;
  readonly moves: number;
  readonly score: number;
  readonly par: number | null;
  /** Where the result stands, in words ("faster than 73 % of today's players"), or null. */
  readonly standing: string | null;
  readonly url: string;
}

/** A daily's result as Wordle shares a day: game and day, the figures against par, a strip, the link. */
export function dailyShareText(f: DailyShareFacts): string {
  const rules = rulesOf(f.game);
  const par = f.par === null ? '' : ` (${wordsOf(rules).parLabel.toLowerCase()} ${formatNumber(f.par)})`;
  const finish = `⏱ ${formatTime(f.timeMs)} · ${t('count.moves', { moves: f.moves })}${par}`;
  // As a solo run's text: a finish game that also makes points (`same`) leads with them.
  const byFigure: Record<PlacingFigure, () => string> = {
    score: () => `${scoreWords(rules, f.score)}${par} · ⏱ ${formatTime(f.timeMs)}`,
    time: () => (hasScoreLeaderboard(rules) ? `${scoreWords(rules, f.score)} · ${finish}` : finish),
  };
  const figures = byFigure[placingFigureOf(rules)]();
  const strip = parStrip(f.game, f.moves, f.score, f.par);
  const standing = f.standing === null ? '' : f.standing;
  const third = [strip, standing].filter(Boolean).join(' ');
  return [t('share.dailyTitle', { game: GAME_INFO[f.game].title, date: f.date }), figures, ...(third ? [third] : []), f.url].join('\n');
}
