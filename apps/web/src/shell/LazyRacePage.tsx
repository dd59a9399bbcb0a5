import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RacePage } from '../pages/race/RacePage.tsx';
import { t } from '../i18n/messages.ts';

// The race room is its own chunk: the home page and solo play do not pay for it up front.
const load = () => import('../pages/race/RacePage.tsx');

/** The race room page, fetched the first time a race is opened. */
export function LazyRacePage({ code }: { code: string }): JSX.Element {
  const [Page, setPage] = useState<typeof RacePage | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setPage(() => module.RacePage),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, []);
  if (Page) return <Page code={code} />;
  return (
    <section class="race">
      {failed ? (
        <p class="error" role="alert">
          {t('race.lazyFailed')}
        </p>
      ) : (
        <p class="busy" role="status">
          <span class="spinner" aria-hidden="true" /> {t('race.lazyOpening')}
        </p>
      )}
    </section>
  );
}
