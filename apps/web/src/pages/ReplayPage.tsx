import { RaceGhostButton } from './race/RaceGhostButton.tsx';
import { openPuzzle, type Puzzle } from '@gridrace/core';
import type { JSX } from 'preact';
import { PlayerName } from './PlayerName.tsx';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { formatTime } from '../i18n/format.ts';
import type { StoredRun } from '../client/api.ts';
import { api } from '../app/services.ts';
import { paths } from '../app/routes.ts';
import { useIdentity } from '../app/useIdentity.ts';
import { ReportButton } from '../shell/LazyModeration.tsx';
import { usePrefs } from '../app/prefs-store.ts';
import { BOARD_VIEWS } from '../views/index.ts';
import { SpeedSelect } from '../views/SpeedSelect.tsx';
import { GAME_INFO, paramsLabel } from './games.ts';
import { delayAfter, framesOf } from './replay/frames.ts';
import { LoadStatus } from './Status.tsx';
import { useLoad } from './useLoad.ts';
import { t, type MessageKey } from '../i18n/messages.ts';
import type { RunReviewStatus } from '@gridrace/protocol';
import { statusWords } from './standing.ts';

const SPEEDS = [1, 2, 4, 8] as const;

/** A run's review in words (docs/fair-play.md#plausibility). */
const REVIEW_WORDS: Readonly<Record<RunReviewStatus, MessageKey>> = {
  flagged: 'review.flagged',
  cleared: 'review.cleared',
  voided: 'review.voided',
};

async function loadReplay(runId: string): Promise<{ run: StoredRun; puzzle: Puzzle }> {
  const run = await api.run(runId);
  const board = openPuzzle(run.puzzleId);
  if (!board.ok) throw new Error(board.error.message);
  const info = await api.puzzle(run.puzzleId);
  return { run, puzzle: { ...board.value, par: info.par, optimal: false, solution: [] } };
}

/** A stored run, step by step or played back at speed, on the same board view (disabled). */
export function ReplayPage({ runId }: { runId: string }): JSX.Element {
  const loaded = useLoad(() => loadReplay(runId), [runId]);
  const me = useIdentity();
  const prefs = usePrefs();
  const frames = useMemo(() => (loaded.status === 'ok' ? framesOf(loaded.value.puzzle, loaded.value.run.log ?? []) : []), [loaded]);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(2);
  const last = Math.max(0, frames.length - 1);

  useEffect(() => {
    if (!playing) return undefined;
    if (index >= last) return setPlaying(false);
    const timer = setTimeout(() => setIndex((i) => Math.min(last, i + 1)), Math.max(60, delayAfter(frames, index, speed)));
    return () => clearTimeout(timer);
  }, [playing, index, speed, frames, last]);

  if (loaded.status !== 'ok') {
    return (
      <section>
        <h1>{t('replay.heading')}</h1>
        <LoadStatus loaded={loaded} what={t('replay.what')} />
      </section>
    );
  }
  const { run, puzzle } = loaded.value;
  const heading = (
    <>
      <h1>
        {t('replay.heading')} · {GAME_INFO[puzzle.game].title} <small>{paramsLabel(puzzle.id)}</small>
      </h1>
      <p class="muted">
        <a href={paths.player(run.player.id)}>
          <PlayerName name={run.player.name} guest={run.player.guest} />
        </a>{' '}
        · {statusWords(run.status)} · {formatTime(run.timeMs)} · {t('count.moves', { moves: run.moves })}
        {run.verified !== null && ` · ${run.verified ? t('replay.verified') : t('replay.unverified')}`}
      </p>
      {/* Shown whether or not the log is (a daily's stays hidden until its day is over). */}
      {run.flag && (
        <p class="notice" data-run-flag={run.flag.status}>
          {t(REVIEW_WORDS[run.flag.status])}
        </p>
      )}
    </>
  );
  // Any account but the run's own player may report it (docs/fair-play.md#reports).
  const report = me?.account && me.id !== run.player.id ? <ReportButton subjectKind="run" subjectId={run.id} /> : null;
  const links = (
    <>
      <a href={paths.play(puzzle.id)}>{t('replay.playPuzzle')}</a> · <a href={paths.leaderboard(puzzle.id)}>{t('replay.leaderboard')}</a>
    </>
  );
  if (run.logHidden) {
    // Someone else's run in play, or a daily before its day is over: the server keeps its moves.
    return (
      <section class="replay" data-replay-hidden={run.logHidden.reason}>
        {heading}
        <p>{t(`replay.hidden.${run.logHidden.reason}`)}</p>
        <p>{links}</p>
        {report}
      </section>
    );
  }
  const frame = frames[index] ?? frames[0];
  const Board = BOARD_VIEWS[puzzle.game];
  const play = () => {
    if (index >= last) setIndex(0);
    setPlaying(!playing);
  };
  return (
    <section class="replay" data-replay-step={index} data-replay-last={last}>
      {heading}
      <div class="board-frame">{frame && <Board puzzle={puzzle} state={frame.state} onMove={() => ({ accepted: false, refusal: null })} disabled prefs={prefs} />}</div>
      <div class="actions replay-controls" role="toolbar" aria-label={t('replay.heading')}>
        <button type="button" data-replay="first" disabled={index === 0} onClick={() => setIndex(0)} aria-label={t('replay.first')}>
          «
        </button>
        <button type="button" data-replay="back" disabled={index === 0} onClick={() => setIndex(index - 1)} aria-label={t('replay.back')}>
          ‹
        </button>
        <button type="button" data-replay="play" class="primary" onClick={play}>
          {playing ? t('replay.pause') : t('replay.play')}
        </button>
        <button type="button" data-replay="forward" disabled={index >= last} onClick={() => setIndex(index + 1)} aria-label={t('replay.forward')}>
          ›
        </button>
        <button type="button" data-replay="last" disabled={index >= last} onClick={() => setIndex(last)} aria-label={t('replay.last')}>
          »
        </button>
        <SpeedSelect label={t('replay.speed')} speeds={SPEEDS} value={speed} onChange={setSpeed} />
      </div>
      <input class="scrubber" type="range" min={0} max={last} value={index} aria-label={t('replay.step')} onInput={(e) => setIndex(Number(e.currentTarget.value))} />
      <p class="muted">{t('replay.position', { index, last, kind: frame?.kind ?? 'start', time: formatTime(frame?.atMs ?? 0), moves: frame?.state.moves ?? 0 })}</p>
      <p>
        {links}
        {/* A run under review or voided is no ghost to race. */}
        {run.ranked && run.status !== 'playing' && (run.flag === null || run.flag.status === 'cleared') && (
          <>
            {' · '}
            <RaceGhostButton game={puzzle.game} runId={run.id} />
          </>
        )}
      </p>
      {report}
    </section>
  );
}
