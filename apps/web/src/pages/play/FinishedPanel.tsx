import { resultFigures, type Figure } from '@gridrace/core';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { formatTime } from '../../client/clock.ts';
import type { LeaderboardEntry } from '../../client/api.ts';
import type { RunSnapshot } from '../../client/run-controller.ts';
import { api } from '../../app/services.ts';
import { paths } from '../../app/routes.ts';
import { shareText } from '../share.ts';
import { DayDistribution } from '../stats/DayDistribution.tsx';
import { RunMoments } from './RunMoments.tsx';
import { againChoice, unrankedWhy } from './ranking.ts';
import { useRevealed } from './useRevealed.ts';

/** The marks the browser tests find the final figures by. */
const FIGURE_MARKS: Readonly<Record<Figure['key'], Record<string, string>>> = {
  time: { 'data-final-time': '' },
  moves: {},
  // The layout on the board may have lost some of a `score` game's best since: the run bar shows that one.
  score: { 'data-final-score': '' },
};

const HEADLINES: Readonly<Record<string, string>> = {
  solved: 'Solved!',
  stuck: 'No moves left',
  gave_up: 'Run given up',
  ended: 'Run ended',
};

/**
 * The end of a run, under its board and brought into view: what ranks it (the leaderboard's
 * time and score, as the rules name them: for a `score` game its best and when it came), rank
 * and a text to share, and the ways on.
 */
export function FinishedPanel({
  snapshot,
  result,
  onNewGame,
  onAgain,
  preparing,
  daily = null,
}: {
  snapshot: RunSnapshot;
  result: { readonly timeMs: number; readonly score: number };
  onNewGame: () => void;
  /** Another run of this very puzzle. */
  onAgain: () => void;
  preparing: boolean;
  /** The day whose daily this puzzle is, else null: then everyone's results of that day are shown too. */
  daily?: string | null;
}): JSX.Element | null {
  const ref = useRevealed<HTMLElement>();
  const { puzzle, runId, runStatus, state } = snapshot;
  const [own, setOwn] = useState<LeaderboardEntry | null | undefined>(undefined);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!puzzle) return;
    api.leaderboard(puzzle.id, 1).then(
      (board) => setOwn(board.own),
      () => setOwn(null),
    );
  }, [puzzle, runId]);
  if (!puzzle || !runId || !state) return null;
  const thisRun = own?.runId === runId;
  const rank = own ? own.rank : null;
  const text = shareText({
    game: puzzle.game,
    puzzleId: puzzle.id,
    runStatus: runStatus ?? 'ended',
    timeMs: result.timeMs,
    moves: state.moves,
    score: result.score,
    par: puzzle.par,
    rank: thisRun ? rank : null,
    url: new URL(paths.play(puzzle.id), location.origin).href,
  });
  const again = againChoice(snapshot);
  const copy = () => void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false));
  return (
    <section class="finished" data-finished={runStatus ?? ''} aria-live="polite" ref={ref}>
      <div class="finished-head">
        <h2>{runStatus === 'solved' ? puzzle.rules.words.solvedHeadline : (HEADLINES[runStatus ?? ''] ?? 'Run over')}</h2>
        <dl class="facts">
          {resultFigures(puzzle.rules, { timeMs: result.timeMs, moves: state.moves, score: result.score }).map((figure) => (
            <div key={figure.key}>
              <dt>{figure.label}</dt>
              <dd {...FIGURE_MARKS[figure.key]}>{figure.kind === 'time' ? formatTime(figure.value) : figure.value}</dd>
            </div>
          ))}
          <div>
            <dt>Rank</dt>
            <dd data-rank>
              {own === undefined ? '…' : !snapshot.ranked ? `unranked (${unrankedWhy(snapshot)})` : rank === null ? '—' : thisRun ? `#${rank}` : `#${rank} (an earlier run)`}
            </dd>
          </div>
        </dl>
      </div>
      <RunMoments game={puzzle.game} runId={runId} daily={daily} ranked={snapshot.ranked} />
      {snapshot.origin === 'earlier' && (
        <p class="muted" data-earlier>
          You have played this board before: this is how your last run ended.
        </p>
      )}
      {/* A daily's result is shared as the day's (game, day, standing): its text is with the day's distribution below. */}
      {daily === null && <textarea class="share-text" readOnly rows={2} value={text} aria-label="Share text" />}
      <div class="actions">
        {daily === null && (
          <button type="button" class="primary" onClick={copy}>
            {copied ? 'Copied' : 'Copy result'}
          </button>
        )}
        <a class="button" href={paths.leaderboard(puzzle.id)}>
          Leaderboard
        </a>
        <a class="button" href={paths.replay(runId)}>
          Replay
        </a>
        <button type="button" data-action="again" onClick={onAgain}>
          {again.label}
        </button>
        <button type="button" onClick={onNewGame} disabled={preparing} aria-busy={preparing}>
          {preparing ? 'Preparing…' : 'New game'}
        </button>
      </div>
      <p class="muted again-note" data-again-note>
        {again.note}
      </p>
      {daily !== null && <DayDistribution game={puzzle.game} date={daily} today={daily === new Date().toISOString().slice(0, 10)} par={puzzle.par} />}
    </section>
  );
}
