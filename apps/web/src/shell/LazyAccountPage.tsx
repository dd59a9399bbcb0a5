import type { JSX } from 'preact';
import type * as AccountPages from '../pages/account/account-pages.ts';
import { Lazy } from './Lazy.tsx';

type Pages = typeof AccountPages;
/** Which of the pages of accounts and signing in. */
export type AccountPageName = keyof Pages;

const load = () => import('../pages/account/account-pages.ts');

/** A page of accounts or signing in (`/account`, `/sign-in`, `/sign-up`, `/sign-in/code`, `/sign-in/done`), fetched with the others the first time one is opened. */
export function LazyAccountPage({ name }: { name: AccountPageName }): JSX.Element {
  return (
    <Lazy
      load={load}
      render={(pages) => {
        const Page = pages[name] as () => JSX.Element | null;
        return <Page />;
      }}
    />
  );
}
