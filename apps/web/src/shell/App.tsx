import type { JSX } from 'preact';
import { DailyPage } from '../pages/DailyPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { JourneyPage } from '../pages/JourneyPage.tsx';
import { LeaderboardPage } from '../pages/LeaderboardPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { PlayPage } from '../pages/PlayPage.tsx';
import { LazyAccountPage } from './LazyAccountPage.tsx';
import { Lazy } from './Lazy.tsx';
import { LazyRacePage } from './LazyRacePage.tsx';
import { LazyModerationPage } from './LazyModeration.tsx';
import { setPrefs, systemDark, usePrefs } from '../app/prefs-store.ts';
import { toggledTheme, effectiveTheme } from '../client/prefs.ts';
import { useRoute } from '../app/router.ts';
import { paths } from '../app/routes.ts';
import { useIdentity } from '../app/useIdentity.ts';
import { LOCALES, type Locale } from '../i18n/locale.ts';
import { t } from '../i18n/messages.ts';
import { chooseLocale, useLocale } from '../app/locale-store.ts';

/** Each language named in itself, so a player finds their own whatever the page speaks (on hover: the switch shows its code, to fit a phone's bar). */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

function LanguageSwitch(): JSX.Element {
  const locale = useLocale();
  return (
    <select
      class="language"
      data-language
      value={locale}
      aria-label={t('app.language')}
      title={t('app.language')}
      onChange={(e) => void chooseLocale(e.currentTarget.value as Locale)}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option} title={LANGUAGE_NAMES[option]}>
          {option.toUpperCase()}
        </option>
      ))}
    </select>
  );
}

const secondaryPages = () => import('../pages/secondary-pages.ts');

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
      return <Lazy key={route.key} load={secondaryPages} render={({ ReplayPage }) => <ReplayPage runId={route.runId} />} />;
    case 'player':
      return <Lazy key={route.key} load={secondaryPages} render={({ PlayerPage }) => <PlayerPage playerId={route.playerId} />} />;
    case 'ratings':
      return <Lazy key={route.key} load={secondaryPages} render={({ RatingsPage }) => <RatingsPage game={route.game} />} />;
    case 'race':
      return <LazyRacePage key={route.key} code={route.code} />;
    case 'journey':
      return <JourneyPage key={route.key} game={route.game} />;
    case 'signInCode':
      return <LazyAccountPage key={route.key} name="SignInCodePage" />;
    case 'signedIn':
      return <LazyAccountPage key={route.key} name="SignedInPage" />;
    case 'account':
      return <LazyAccountPage key={route.key} name="AccountPage" />;
    case 'signUp':
      return <LazyAccountPage key={route.key} name="SignUpPage" />;
    case 'signIn':
      return <LazyAccountPage key={route.key} name="SignInPage" />;
    case 'rules':
      return <Lazy load={secondaryPages} render={({ RulesPage }) => <RulesPage />} />;
    case 'moderation':
      return <LazyModerationPage key={route.key} name="ModerationPage" />;
    case 'moderationLog':
      return <LazyModerationPage key={route.key} name="ModerationLogPage" subjectKind={route.subjectKind} subjectId={route.subjectId} />;
    case 'notFound':
      return <NotFoundPage path={route.path} />;
  }
}

/** The frame around every page: the brand, the player, the language and the theme toggle. */
export function App(): JSX.Element {
  // Every page re-renders in the new language when the player switches.
  useLocale();
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
            <a class="me" href={paths.player(me.id)} title={t('app.me')}>
              {me.name}
            </a>
          )}
          {me?.moderator && (
            <a class="moderation-link" href={paths.moderation()} aria-label={t('app.moderation')} title={t('app.moderation')} data-moderation-link>
              <span class="moderation-glyph" aria-hidden="true">
                ⚖
              </span>
              <span class="moderation-word">{t('app.moderation')}</span>
            </a>
          )}
          {me && !me.account && (
            <a class="sign-in-link" href={paths.signIn()} data-sign-in-link>
              {t('app.signIn')}
            </a>
          )}
          <a class="account-link" href={paths.account()} title={t('app.accountTitle')} aria-label={t('app.account')} data-account-link>
            <span class="account-glyph" aria-hidden="true">
              ⚙
            </span>
            <span class="account-word">{t('app.account')}</span>
          </a>
          <LanguageSwitch />
          <button
            type="button"
            class="icon-button"
            aria-label={dark ? t('app.toLight') : t('app.toDark')}
            title={dark ? t('app.lightTitle') : t('app.darkTitle')}
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
        {t('app.footerText')} <a href="/docs">{t('app.footerApi')}</a>.{' '}
        <a href={paths.rules()} data-rules-link>
          {t('app.footerRules')}
        </a>
      </footer>
    </>
  );
}
