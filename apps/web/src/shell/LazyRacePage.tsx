import type { JSX } from 'preact';
import { t } from '../i18n/messages.ts';
import { LazyWaiting, useLazyModule } from './Lazy.tsx';

// The race room is its own chunk: the home page and solo play do not pay for it up front.
const load = () => import('../pages/race/RacePage.tsx');

/** The race room page, fetched the first time a race is opened. */
export function LazyRacePage({ code }: { code: string }): JSX.Element {
  const { module, failed } = useLazyModule(load);
  if (module) return <module.RacePage code={code} />;
  return (
    <section class="race">
      <LazyWaiting failed={failed} failedText={t('race.lazyFailed')} openingText={t('race.lazyOpening')} />
    </section>
  );
}
