import type { JSX } from 'preact';
import { DailyPage } from '../pages/DailyPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { JourneyPage } from '../pages/JourneyPage.tsx';
import { LeaderboardPage } from '../pages/LeaderboardPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { PlayPage } from '../pages/PlayPage.tsx';
import { PlayerPage } from '../pages/PlayerPage.tsx';
import { ReplayPage } from '../pages/ReplayPage.tsx';
import { RatingsPage } from '../pages/ratings/RatingsPage.tsx';
import { LazyRacePage } from './LazyRacePage.tsx';
import { setPrefs, systemDark, usePrefs } from './prefs-store.ts';
import { toggledTheme, effectiveTheme } from '../client/prefs.ts';
import { useRoute } from './router.ts';
import { paths } from './routes.ts';
import { useIdentity } from './useIdentity.ts';

function Page(): JSX.Element {
  const route = useRoute();
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'play':
      return <PlayPage key={route.key} puzzleId={route.puzzleId} />;
    case 'daily':
      return <DailyPage key={route.key} game={route.game} />;
    case 'leaderboard':
      return <LeaderboardPage key={route.key} puzzleId={route.puzzleId} />;
    case 'dailyLeaderboard':
      return <LeaderboardPage key={route.key} dailyGame={route.game} />;
    case 'replay':
      return <ReplayPage key={route.key} runId={route.runId} />;
    case 'player':
      return <PlayerPage key={route.key} playerId={route.playerId} />;
    case 'ratings':
      return <RatingsPage key={route.key} game={route.game} />;
    case 'race':
      return <LazyRacePage key={route.key} code={route.code} />;
    case 'journey':
      return <JourneyPage key={route.key} game={route.game} />;
    case 'notFound':
      return <NotFoundPage path={route.path} />;
  }
}

/** The frame around every page: the brand, the player, the theme toggle. */
export function App(): JSX.Element {
  const prefs = usePrefs();
  const me = useIdentity();
  const dark = effectiveTheme(prefs, systemDark()) === 'dark';
  return (
    <>
      <header class="topbar">
        <a class="brand" href={paths.home()}>
          Grid<span>race</span>
        </a>
        <nav class="topnav">
          {me && (
            <a class="me" href={paths.player(me.id)} title="Your page: personal bests and history">
              {me.name}
            </a>
          )}
          <button
            type="button"
            class="icon-button"
            aria-label={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
            title={dark ? 'Light theme' : 'Dark theme'}
            onClick={() => setPrefs(toggledTheme(prefs, systemDark()))}
          >
            {dark ? '☀' : '☾'}
          </button>
        </nav>
      </header>
      <main class="page">
        <Page />
      </main>
      <footer class="footer">
        Boards are made from their seed; the server watches every move. For bots and developers: the <a href="/docs">REST API</a>.
      </footer>
    </>
  );
}
