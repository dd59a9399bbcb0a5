import { hasScoreLeaderboard, resultFigures, type AnyRules, type Figure } from '@gridrace/core';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { LeaderboardEntry } from '../../client/api.ts';
import type { RunSnapshot } from '../../client/run-controller.ts';
import { api } from '../../app/services.ts';
import { paths } from '../../app/routes.ts';
import { shareText } from '../share.ts';
import { DayDistribution } from '../stats/DayDistribution.tsx';
import { RunMoments } from './RunMoments.tsx';
import { againChoice, unrankedWhy } from './ranking.ts';
import { useRevealed } from './useRevealed.ts';
import { JourneyBack } from './JourneyHead.tsx';
import { journeyStepWords } from './journey-step.ts';
import type { JourneyLevel } from './useJourneyLevel.ts';
import { type MessageKey, t } from '../../i18n/messages.ts';
import { figureLabels, wordsOf } from '../../i18n/game-words.ts';
import { formatNumber, formatTime } from '../../i18n/format.ts';

/** The marks the browser tests find the final figures by. */
const FIGURE_MARKS: Readonly<Record<Figure['key'], Record<string, string>>> = {
  time: { 'data-final-time': '' },
  moves: {},
  // The layout on the board may have lost some of a `score` game's best since: the run bar shows that one.
  score: { 'data-final-score': '' },
};

/** A finish game that also makes points (`same`) shows its points first: they are what a player of it compares. */
function shownFigures(rules: AnyRules, figures: Figure[]): Figure[] {
  if (!hasScoreLeaderboard(rules)) return figures;
  return [...figures.filter((figure) => figure.key === 'score'), ...figures.filter((figure) => figure.key !== 'score')];
}

const HEADLINES: Readonly<Record<string, MessageKey>> = {
  solved: 'finished.solved',
  stuck: 'finished.stuck',
  gave_up: 'finished.gave_up',
  ended: 'finished.ended',
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
  journey = null,
}: {
  snapshot: RunSnapshot;
  result: { readonly timeMs: number; readonly score: number };
  onNewGame: () => void;
  /** Another run of this very puzzle. */
  onAgain: () => void;
  preparing: boolean;
  /** The day whose daily this puzzle is, else null: then everyone's results of that day are shown too. */
  daily?: string | null;
  /** The journey level played, if one: its next level and the way back to the journey take the place of "New game". */
  journey?: JourneyLevel | null;
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
    bestKnown: snapshot.bestScore,
    rank: thisRun ? rank : null,
    url: new URL(paths.play(puzzle.id), location.origin).href,
  });
  const again = againChoice(snapshot);
  const step = journey?.step ?? null;
  const next = step && (step.kind === 'opened' || step.kind === 'open') ? step.next : null;
  const stepWords = journey && step ? journeyStepWords(step, journey.place, puzzle.rules) : null;
  const copy = () =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section class="finished" data-finished={runStatus ?? ''} aria-live="polite" ref={ref}>
      <div class="finished-head">
        <h2>{runStatus === 'solved' ? wordsOf(puzzle.rules).solvedHeadline : t(HEADLINES[runStatus ?? ''] ?? 'finished.over')}</h2>
        <dl class="facts">
          {shownFigures(puzzle.rules, figureLabels(puzzle.rules, resultFigures(puzzle.rules, { timeMs: result.timeMs, moves: state.moves, score: result.score }))).map((figure) => (
            <div key={figure.key}>
              <dt>{figure.label}</dt>
              <dd {...FIGURE_MARKS[figure.key]}>{figure.kind === 'time' ? formatTime(figure.value) : formatNumber(figure.value ?? 0)}</dd>
              {figure.key === 'score' && snapshot.bestScore != null && (
                <dd class="facts-aside" data-finished-best-known>
                  {t('finished.bestKnown', { best: snapshot.bestScore })}
                </dd>
              )}
            </div>
          ))}
          <div>
            <dt>{t('finished.rank')}</dt>
            <dd data-rank>
              {snapshot.review === 'flagged'
                ? t('finished.underReview')
                : own === undefined
                  ? '…'
                  : !snapshot.ranked
                    ? t('finished.unranked', { why: unrankedWhy(snapshot) ?? '' })
                    : rank === null
                      ? '—'
                      : t(thisRun ? 'finished.rankThis' : 'finished.rankEarlier', { rank })}
            </dd>
          </div>
        </dl>
      </div>
      {snapshot.review === 'flagged' && (
        <p class="notice" data-under-review>
          {t('finished.underReviewWhy')}
        </p>
      )}
      <RunMoments game={puzzle.game} puzzleId={puzzle.id} runId={runId} daily={daily} ranked={snapshot.ranked} />
      {snapshot.origin === 'earlier' && (
        <p class="muted" data-earlier>
          {t('finished.earlier')}
        </p>
      )}
      {/* A daily's result is shared as the day's (game, day, standing): its text is with the day's distribution below. */}
      {daily === null && <textarea class="share-text" readOnly rows={2} value={text} aria-label={t('finished.shareText')} />}
      {stepWords && (
        <p class="journey-step" data-journey-step={step?.kind}>
          {stepWords}
        </p>
      )}
      <div class="actions">
        {next && (
          <a class="button primary" href={paths.play(next.puzzleId)} data-journey-next={next.level}>
            {t('journey.next')}
          </a>
        )}
        {daily === null && (
          <button type="button" class={next ? '' : 'primary'} onClick={copy}>
            {copied ? t('finished.copied') : t('finished.copy')}
          </button>
        )}
        <a class="button" href={paths.leaderboard(puzzle.id)}>
          {t('finished.leaderboard')}
        </a>
        <a class="button" href={paths.replay(runId)}>
          {t('finished.replay')}
        </a>
        <button type="button" data-action="again" onClick={onAgain}>
          {again.label}
        </button>
        {journey ? (
          <JourneyBack journey={journey} />
        ) : (
          <button type="button" onClick={onNewGame} disabled={preparing} aria-busy={preparing}>
            {preparing ? t('run.preparing') : t('run.newGame')}
          </button>
        )}
      </div>
      <p class="muted again-note" data-again-note>
        {again.note}
      </p>
      {daily !== null && <DayDistribution game={puzzle.game} date={daily} today={daily === new Date().toISOString().slice(0, 10)} par={puzzle.par} />}
    </section>
  );
}
