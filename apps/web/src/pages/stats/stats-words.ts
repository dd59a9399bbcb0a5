import { type AnyRules, type GameName, goalPolicyOf, type PlacingFigure, placingFigureOf, rulesOf, showsBest } from '@gridrace/core';
import type { GameStats } from '../../client/api.ts';
import { type MessageKey, t } from '../../i18n/messages.ts';
import { scoreWords, wordsOf } from '../../i18n/game-words.ts';
import { formatNumber, formatTime } from '../../i18n/format.ts';
import { kindLabel } from '../games.ts';

const FIGURE_TEXT: Readonly<Record<PlacingFigure, (rules: AnyRules, value: number) => string>> = {
  time: (_rules, value) => formatTime(Math.round(value)),
  score: (rules, value) => {
    const rounded = Math.round(value * 10) / 10;
    const score = wordsOf(rules).score;
    return score ? score.text(rounded) : formatNumber(rounded);
  },
};

/** What the averages and the chart count, in words: a time, or the game's score. */
export function figureText(game: GameName, value: number | null): string {
  if (value === null) return '—';
  const rules = rulesOf(game);
  return FIGURE_TEXT[placingFigureOf(rules)](rules, value);
}

/**
 * What a game's statistics say by the figure it places by: what its solves are called, which
 * count holds its results with a figure (a score every run has; a time, solved runs alone), and
 * whether a best time is a moment of its own (a score game's best is its score).
 */
const BY_FIGURE: Readonly<Record<PlacingFigure, { readonly solves: MessageKey; readonly placedCount: 'runs' | 'solves'; readonly bestTimeMoment: boolean }>> = {
  time: { solves: 'stats.solves', placedCount: 'solves', bestTimeMoment: true },
  score: { solves: 'stats.reachedPar', placedCount: 'runs', bestTimeMoment: false },
};

/**
 * Where a result stands among the day's, in words ("ahead of the other player today", "ahead
 * of 73 % of the other players today"). The server's percentile is the share of the *other*
 * players ranked strictly behind (`count` players in all, this one among them): so the words
 * count the others, and never say 100 % unless every other one is behind.
 */
export function standingWords(percentile: number | null, today: boolean, count: number): string {
  const day = today ? 'yes' : 'no';
  const others = count - 1;
  if (percentile === null || others < 1) return t('stats.only', { today: day });
  const ahead = Math.round((percentile * others) / 100);
  // A share rounded down (but never to 0 % with someone behind): 998 of 999 is 99 %, not 100 %.
  const percent = Math.max(1, Math.floor((100 * ahead) / others));
  const kind = ahead === others ? 'all' : ahead === 0 ? 'none' : others >= MANY_OTHERS ? 'percent' : 'some';
  return t('stats.ahead', { kind, ahead, others, percent, today: day });
}

/** From this many other players on, a standing reads as a share of them rather than a count. */
const MANY_OTHERS = 10;

/**
 * A small strip of five squares for a shared result, as Wordle's grid shows a day at a glance:
 * how close to par (par / moves for finish games, score / par for score games), a star at par or better.
 */
export function parStrip(game: GameName, moves: number, score: number, par: number | null): string {
  if (par === null || par <= 0) return '';
  const { numerator, denominator } = goalPolicyOf(rulesOf(game)).againstPar({ moves, score }, par);
  const ratio = denominator > 0 ? numerator / denominator : 0;
  const filled = Math.max(0, Math.min(5, Math.round(ratio * 5)));
  return '🟩'.repeat(filled) + '⬜'.repeat(5 - filled) + (ratio >= 1 ? ' ⭐' : '');
}

/** Figures of a player's game statistics, label and text, in the order a person reads them. */
export function statFigures(stats: GameStats): { readonly label: string; readonly text: string }[] {
  const rules = rulesOf(stats.game);
  const figures: { label: string; text: string }[] = [
    { label: t('stats.rankedRuns'), text: formatNumber(stats.runs) },
    { label: t(BY_FIGURE[placingFigureOf(rules)].solves), text: formatNumber(stats.solves) },
  ];
  if (stats.bests.time) figures.push({ label: t('stats.bestTime'), text: formatTime(stats.bests.time.value) });
  if (stats.bests.moves && showsBest(rules, 'moves')) figures.push({ label: t('stats.fewestMoves'), text: formatNumber(stats.bests.moves.value) });
  // A score is the game's own figure, whatever the averages count (`same` averages times, keeps its best points).
  if (stats.bests.score) figures.push({ label: wordsOf(rules).score?.best ?? t('stats.bestScore'), text: scoreWords(rules, stats.bests.score.value) });
  for (const average of stats.averages) {
    figures.push({ label: t('stats.averageOf', { size: average.size }), text: figureText(stats.game, average.current) });
    figures.push({ label: t('stats.bestAverageOf', { size: average.size }), text: figureText(stats.game, average.best) });
  }
  if (stats.movesPerSecond)
    figures.push({ label: t('stats.movesPerSecond'), text: formatNumber(stats.movesPerSecond.mean, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) });
  if (stats.efficiency) figures.push({ label: t('stats.againstPar'), text: t('stats.percent', { value: Math.round(stats.efficiency.mean * 100) }) });
  return figures;
}

/**
 * What a finished run did for the player's records, among their runs of its kind of board
 * (`stats` are of that kind): a new best, a board's first best, a new best average, a daily
 * streak it carries on. `runId`: the run just finished; `day`: its daily's date, if one.
 */
export function runMoments(stats: GameStats, runId: string, day: string | null): string[] {
  const rules = rulesOf(stats.game);
  const moments: string[] = [];
  const last = stats.history.at(-1);
  // A first result is a best by itself: worth saying only once there was one to beat, or when
  // the player has played other boards of the game: then it is this board's first best, said as such.
  const beat = (count: number) => count > 1;
  const figure = placingFigureOf(rules);
  const placedBest = stats.bests[figure];
  const first = stats[BY_FIGURE[figure].placedCount] === 1 && placedBest?.runId === runId;
  if (first && stats.kind !== null && stats.kinds.some((played) => played.kind !== stats.kind)) {
    moments.push(t('moment.firstOfKind', { board: kindLabel(stats.kind), value: figureText(stats.game, placedBest.value) }));
  }
  if (beat(stats.solves) && stats.bests.time?.runId === runId && BY_FIGURE[figure].bestTimeMoment)
    moments.push(t('moment.bestTime', { value: formatTime(stats.bests.time.value) }));
  if (beat(stats.solves) && stats.bests.moves?.runId === runId && showsBest(rules, 'moves')) moments.push(t('moment.fewestMoves', { value: stats.bests.moves.value }));
  if (beat(stats.runs) && stats.bests.score?.runId === runId) moments.push(t('moment.bestTime', { value: figureText(stats.game, stats.bests.score.value) }));
  if (last?.runId === runId) {
    for (const average of stats.averages) {
      if (average.current !== null && average.current === average.best)
        moments.push(t('moment.bestAverage', { size: average.size, value: figureText(stats.game, average.current) }));
    }
  }
  if (day !== null && stats.dailyDays.includes(day) && stats.streak.current > 1) moments.push(t('moment.streak', { days: stats.streak.current }));
  return moments;
}
