import { rulesOf, scoreText, type GameName } from '@gridrace/core';
import type { GameStats } from '../../client/api.ts';
import { formatTime } from '../../client/clock.ts';

/** What the averages and the chart count, in words: a time, or the game's score. */
export function figureText(game: GameName, value: number | null): string {
  if (value === null) return '—';
  const rules = rulesOf(game);
  if (rules.goal !== 'score') return formatTime(Math.round(value));
  const rounded = Math.round(value * 10) / 10;
  return rules.words.score ? rules.words.score.text(rounded) : String(rounded);
}

/** Where a result stands among the day's, in words ("faster than 73 % of today's players"). */
export function standingWords(game: GameName, percentile: number | null, today: boolean): string {
  const players = today ? "today's players" : "that day's players";
  if (percentile === null) return `the only one of ${players} so far`;
  const verb = rulesOf(game).goal === 'score' ? 'scored higher than' : 'faster than';
  return `${verb} ${Math.round(percentile)} % of ${players}`;
}

/**
 * A small strip of five squares for a shared result, as Wordle's grid shows a day at a glance:
 * how close to par (par / moves for finish games, score / par for score games), a star at par or better.
 */
export function parStrip(game: GameName, moves: number, score: number, par: number | null): string {
  if (par === null || par <= 0) return '';
  const ratio = rulesOf(game).goal === 'score' ? score / par : moves > 0 ? par / moves : 0;
  const filled = Math.max(0, Math.min(5, Math.round(ratio * 5)));
  return '🟩'.repeat(filled) + '⬜'.repeat(5 - filled) + (ratio >= 1 ? ' ⭐' : '');
}

/** Figures of a player's game statistics, label and text, in the order a person reads them. */
export function statFigures(stats: GameStats): { readonly label: string; readonly text: string }[] {
  const rules = rulesOf(stats.game);
  const figures: { label: string; text: string }[] = [
    { label: 'Ranked runs', text: String(stats.runs) },
    { label: rules.goal === 'score' ? 'Reached par' : 'Solves', text: String(stats.solves) },
  ];
  if (stats.bests.time) figures.push({ label: 'Best time', text: formatTime(stats.bests.time.value) });
  if (stats.bests.moves && rules.bestFigure === 'moves') figures.push({ label: 'Fewest moves', text: String(stats.bests.moves.value) });
  // A score is the game's own figure, whatever the averages count (`same` averages times, keeps its best points).
  if (stats.bests.score) figures.push({ label: rules.words.score?.best ?? 'Best score', text: scoreText(rules, stats.bests.score.value) });
  for (const average of stats.averages) {
    figures.push({ label: `Average of ${average.size}`, text: figureText(stats.game, average.current) });
    figures.push({ label: `Best average of ${average.size}`, text: figureText(stats.game, average.best) });
  }
  if (stats.movesPerSecond) figures.push({ label: 'Moves per second', text: stats.movesPerSecond.mean.toFixed(2) });
  if (stats.efficiency) figures.push({ label: 'Against par', text: `${Math.round(stats.efficiency.mean * 100)} %` });
  return figures;
}

/**
 * What a finished run did for the player's records: a new best, a new best average, a daily
 * streak it carries on. `runId`: the run just finished; `day`: its daily's date, if one.
 */
export function runMoments(stats: GameStats, runId: string, day: string | null): string[] {
  const rules = rulesOf(stats.game);
  const moments: string[] = [];
  const last = stats.history.at(-1);
  // A first result is a best by itself: worth saying only once there was one to beat.
  const beat = (count: number) => count > 1;
  if (beat(stats.solves) && stats.bests.time?.runId === runId && rules.goal !== 'score') moments.push(`New personal best: ${formatTime(stats.bests.time.value)}`);
  if (beat(stats.solves) && stats.bests.moves?.runId === runId && rules.bestFigure === 'moves') moments.push(`Fewest moves yet: ${stats.bests.moves.value}`);
  if (beat(stats.runs) && stats.bests.score?.runId === runId) moments.push(`New personal best: ${figureText(stats.game, stats.bests.score.value)}`);
  if (last?.runId === runId) {
    for (const average of stats.averages) {
      if (average.current !== null && average.current === average.best) moments.push(`New best average of ${average.size}: ${figureText(stats.game, average.current)}`);
    }
  }
  if (day !== null && stats.dailyDays.includes(day) && stats.streak.current > 1) moments.push(`Daily streak: ${stats.streak.current} days in a row`);
  return moments;
}
