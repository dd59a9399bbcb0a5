import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { navigate } from '../app/router.ts';
import { paths } from '../app/routes.ts';
import { guest } from '../app/services.ts';
import { t } from '../i18n/messages.ts';

/**
 * Where a provider's sign-in lands (`/sign-in/done`, the server's redirect): the guest token this
 * browser may hold is dead now (the guest became the account, or another account took this
 * browser), so it is dropped, the app learns who it is by the session, and goes home.
 */
export function SignedInPage(): JSX.Element {
  useEffect(() => {
    void guest.afterSignIn().finally(() => navigate(paths.home(), true));
  }, []);
  return (
    <section>
      <p class="busy" role="status">
        <span class="spinner" aria-hidden="true" /> {t('signedIn.busy')}
      </p>
    </section>
  );
}
