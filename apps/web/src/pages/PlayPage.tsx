import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { navigate } from '../app/router.ts';
import { paths } from '../app/routes.ts';
import { usePrefs } from '../app/prefs-store.ts';
import { HowToPlay } from '../views/HowToPlay.tsx';
import { BOARD_VIEWS } from '../views/index.ts';
import { BoardStage } from './play/BoardStage.tsx';
import { FinishedPanel } from './play/FinishedPanel.tsx';
import { GameHelp } from './play/GameHelp.tsx';
import { PrefsBar } from './play/PrefsBar.tsx';
import { RunActions } from './play/RunActions.tsx';
import { RunBar } from './play/RunBar.tsx';
import { noticeText } from './play/notice-text.ts';
import { playMove } from './play/stuck-move.ts';
import { useRunController } from './play/useRunController.ts';
import { useJourneyLevel } from './play/useJourneyLevel.ts';
import { JourneyHead } from './play/JourneyHead.tsx';
import { journeyHere } from './play/journey-step.ts';
import { useRunShortcuts } from './play/useShortcuts.ts';
import { GAME_INFO, paramsLabel } from './games.ts';
import { useNewGame } from './useNewGame.ts';
import { t } from '../i18n/messages.ts';
import { formatDate } from '../i18n/format.ts';

/** One solo run of a puzzle against the server's clock (docs/runs.md#the-clock). */
export function PlayPage({ puzzleId, daily }: { puzzleId: string; daily?: string }): JSX.Element {
  const { run, snapshot } = useRunController(puzzleId);
  useRunShortcuts(run);
  const prefs = usePrefs();
  const [shared, setShared] = useState(false);
  const game = snapshot?.puzzle?.game ?? (puzzleId.split('.')[0] as keyof typeof GAME_INFO);
  const info = GAME_INFO[game] ?? GAME_INFO.fifteen;

  const over = snapshot?.phase === 'over';
  const journey = useJourneyLevel(snapshot?.puzzle?.id ?? puzzleId, over, `${snapshot?.runId ?? ''}:${snapshot?.runStatus ?? ''}`);

  const fresh = useNewGame();
  const newGame = () => {
    const puzzle = snapshot?.puzzle;
    if (puzzle) fresh.start(puzzle.game, puzzle.params);
    else navigate(paths.home());
  };
  const share = () => {
    const url = new URL(paths.play(snapshot?.puzzle?.id ?? puzzleId), location.origin).href;
    void navigator.clipboard?.writeText(url).then(
      () => setShared(true),
      () => setShared(false),
    );
  };

  if (!run || !snapshot || snapshot.phase === 'preparing' || snapshot.phase === 'starting') {
    return (
      <section class="play">
        <h1>{info.title}</h1>
        <p class="busy" role="status" data-preparing>
          <span class="spinner" aria-hidden="true" /> {snapshot?.phase === 'starting' ? t('play.starting') : info.preparing}
        </p>
      </section>
    );
  }
  if (snapshot.phase === 'failed' || !snapshot.puzzle || !snapshot.state) {
    return (
      <section class="play">
        <h1>{t('play.cannot')}</h1>
        <p class="error" role="alert">
          {noticeText(snapshot.notice) ?? t('error.unknown')}
        </p>
        <a class="button" href={paths.home()}>
          {t('play.back')}
        </a>
      </section>
    );
  }
  const Board = BOARD_VIEWS[snapshot.puzzle.game];
  // A daily opened by its puzzle id (from a replay, a shared link) says so too.
  const day = daily ?? snapshot.daily;
  const notice = !snapshot.connected ? t('play.reconnecting') : over ? null : noticeText(snapshot.notice);
  return (
    <section class={`play play--${snapshot.puzzle.game}`} data-phase={snapshot.phase}>
      <div class="play-head">
        <h1>
          {info.title} <small>{day ? t('play.daily', { day: formatDate(day) }) : journey ? journeyHere(journey.place) : paramsLabel(snapshot.puzzle.id)}</small>
        </h1>
        <RunBar run={run} snapshot={snapshot} />
        {journey && <JourneyHead journey={journey} rules={snapshot.puzzle.rules} />}
      </div>
      {/* Kept when the run ends: nothing above the board moves. */}
      <GameHelp key={snapshot.puzzle.game} puzzle={snapshot.puzzle} place="solo" />
      <BoardStage notice={notice}>
        <Board puzzle={snapshot.puzzle} state={snapshot.state} onMove={(move: unknown) => playMove(run, move)} disabled={over || !snapshot.connected} prefs={prefs} />
      </BoardStage>
      {/* The end of the run takes the place of the run's buttons, under the board: nothing above it moves. */}
      {over ? (
        <FinishedPanel
          snapshot={snapshot}
          result={run.shownResult()}
          onNewGame={newGame}
          onAgain={() => void run.again()}
          preparing={fresh.busy}
          daily={day ?? null}
          journey={journey}
        />
      ) : (
        <RunActions run={run} snapshot={snapshot} onNewGame={newGame} preparing={fresh.busy} onShare={share} shared={shared} journey={journey} />
      )}
      {!over && <HowToPlay game={snapshot.puzzle.game} />}
      <PrefsBar game={snapshot.puzzle.game} prefs={prefs} />
      <p class="puzzle-id">
        {t('play.puzzle')} <code>{snapshot.puzzle.id}</code> · <a href={paths.leaderboard(snapshot.puzzle.id)}>{t('play.leaderboard')}</a>
      </p>
    </section>
  );
}
