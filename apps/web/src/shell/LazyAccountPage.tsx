import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type * as AccountPages from '../pages/account/account-pages.ts';
import { t } from '../i18n/messages.ts';

type Pages = typeof AccountPages;
/** Which of the pages of accounts and signing in. */
export type AccountPageName = keyof Pages;

const load = () => import('../pages/account/account-pages.ts');

/** A page of accounts or signing in (`/account`, `/sign-in`, `/sign-up`, `/sign-in/code`, `/sign-in/done`), fetched with the others the first time one is opened. */
export function LazyAccountPage({ name }: { name: AccountPageName }): JSX.Element {
  const [pages, setPages] = useState<Pages | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setPages(module),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, []);
  if (pages) {
    const Page = pages[name] as () => JSX.Element | null;
    return <Page />;
  }
  return (
    <section>
      {failed ? (
        <p class="error" role="alert">
          {t('account.lazyFailed')}
        </p>
      ) : (
        <p class="busy" role="status">
          <span class="spinner" aria-hidden="true" /> {t('account.lazyOpening')}
        </p>
      )}
    </section>
  );
}
