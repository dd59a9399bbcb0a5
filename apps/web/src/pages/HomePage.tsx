import { GAMES, type GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { paths } from '../app/routes.ts';
import { DailyList, dailiesOpen, loadTodaysDailies } from './DailyList.tsx';
import { GAME_INFO, presetsOf } from './games.ts';
import { PresetName } from './PresetName.tsx';
import { t } from '../i18n/messages.ts';
import { CreateRace } from './race/CreateRace.tsx';
import { QuickRaceButton } from './race/QuickRaceButton.tsx';
import { useLoad } from './useLoad.ts';
import { useNewGame } from './useNewGame.ts';

function GameCard({ game, onRace, dailies }: { game: GameName; onRace: (game: GameName) => void; dailies: boolean }): JSX.Element {
  const info = GAME_INFO[game];
  const { start, busy } = useNewGame();
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <article class="card" data-game={game}>
      <h3>{info.title}</h3>
      <p class="muted">{info.blurb}</p>
      <div class="presets">
        {presetsOf(game).map((preset) => (
          <button
            type="button"
            key={preset.name}
            data-new-game={`${game}:${preset.name}`}
            disabled={busy}
            aria-busy={busy && asked === preset.name}
            onClick={() => {
              setAsked(preset.name);
              start(game, preset.params);
            }}
          >
            <PresetName game={game} preset={preset} />
          </button>
        ))}
      </div>
      {busy && (
        <p class="busy" role="status" data-preparing>
          <span class="spinner" aria-hidden="true" /> {info.preparing}
        </p>
      )}
      <p class="card-links">
        {dailies && (
          <>
            <a href={paths.daily(game)}>{t('home.todaysDaily')}</a> · <a href={paths.dailyLeaderboard(game)}>{t('home.dailyLeaderboard')}</a> ·{' '}
          </>
        )}
        <QuickRaceButton game={game} /> · <a href={paths.ratings(game)}>{t('home.ratings')}</a> ·{' '}
        <a
          href="#race"
          data-race-game={game}
          onClick={(event) => {
            event.preventDefault();
            onRace(game);
          }}
        >
          {t('home.raceAFriend')}
        </a>{' '}
        ·{' '}
        <a href={paths.journey(game)} data-journey-link={game}>
          {t('home.journey')}
        </a>
      </p>
    </article>
  );
}

/** The four games with their new-game presets, and today's dailies with the player's standing. */
export function HomePage(): JSX.Element {
  // A game card's "race a friend" fills in the race card with its game, and takes the player there.
  const [raceGame, setRaceGame] = useState<GameName>('fifteen');
  const dailies = useLoad(loadTodaysDailies, []);
  const race = (game: GameName) => {
    setRaceGame(game);
    const card = document.getElementById('race');
    card?.scrollIntoView({ block: 'center' });
    card?.querySelector<HTMLElement>('select')?.focus({ preventScroll: true });
  };
  return (
    <section class="home">
      <h1 class="home-title">{t('home.title')}</h1>
      <p class="lead">{t('home.lead')}</p>
      <p class="quick-race-home" data-quick-home>
        <QuickRaceButton game="fifteen" label={t('home.quickRace', { game: GAME_INFO.fifteen.title })} />
      </p>
      <h2>{t('home.dailies')}</h2>
      <DailyList dailies={dailies} />
      <h2>{t('home.raceFriend')}</h2>
      <CreateRace key={raceGame} game={raceGame} dailies={dailiesOpen(dailies)} />
      <h2>{t('home.newGame')}</h2>
      <div class="cards">
        {GAMES.map((game) => (
          <GameCard key={game} game={game} onRace={race} dailies={dailiesOpen(dailies)} />
        ))}
      </div>
    </section>
  );
}
