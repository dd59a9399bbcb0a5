import { rulesOf, scoreText, type GameName } from '@gridrace/core';
import { formatTime } from '../client/clock.ts';
import { GAME_INFO, paramsLabel } from './games.ts';
import { parStrip } from './stats/stats-words.ts';

export interface ShareFacts {
  readonly game: GameName;
  readonly puzzleId: string;
  readonly runStatus: string;
  readonly timeMs: number | null;
  readonly moves: number;
  readonly score: number;
  readonly par: number | null;
  readonly rank: number | null;
  readonly url: string;
}

/** What a player pastes to a friend: the result in one line, then the link to the same board. */
export function shareText(f: ShareFacts): string {
  const title = `Gridrace ${GAME_INFO[f.game].title} ${paramsLabel(f.puzzleId)}`.trim();
  const par = f.par === null ? '' : ` (par ${f.par})`;
  const rules = rulesOf(f.game);
  const { words } = rules;
  const result =
    rules.goal === 'score'
      ? `${scoreText(rules, f.score)}${par} at ${formatTime(f.timeMs)}`
      : f.runStatus === 'solved'
        ? `${words.solved} in ${formatTime(f.timeMs)}, ${f.moves} moves${par}`
        : words.score
          ? words.score.text(f.score)
          : 'gave up';
  const rank = f.rank === null ? '' : ` — #${f.rank}`;
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
  const par = f.par === null ? '' : ` (${rules.words.parLabel.toLowerCase()} ${f.par})`;
  const figures =
    rules.goal === 'score' ? `${scoreText(rules, f.score)}${par} · ⏱ ${formatTime(f.timeMs)}` : `⏱ ${formatTime(f.timeMs)} · ${f.moves} moves${par}`;
  const strip = parStrip(f.game, f.moves, f.score, f.par);
  const standing = f.standing === null ? '' : f.standing;
  const third = [strip, standing].filter(Boolean).join(' ');
  return [`Gridrace ${GAME_INFO[f.game].title} daily ${f.date}`, figures, ...(third ? [third] : []), f.url].join('\n');
}
