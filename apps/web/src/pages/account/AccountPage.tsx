import type { JSX } from 'preact';
import { useIdentity } from '../../app/useIdentity.ts';
import { t } from '../../i18n/messages.ts';
import { SessionsSection } from './SessionsSection.tsx';
import { ThisBrowserSection } from './ThisBrowserSection.tsx';
import { TokensSection } from './TokensSection.tsx';
import { DeviceCodeSection } from './DeviceCodeSection.tsx';
import { IdentitiesSection } from './IdentitiesSection.tsx';

/**
 * The account page (`/account`): who this browser is, where the account is signed in, and its
 * personal API tokens. Each part of accounts adds its own section here, one line each.
 */
export function AccountPage(): JSX.Element {
  const me = useIdentity();
  return (
    <section class="account" data-account-page>
      <h1>{t('account.heading')}</h1>
      <ThisBrowserSection me={me} />
      {me?.account ? (
        <>
          <SessionsSection key={me.id} />
          <TokensSection key={me.id} />
          <DeviceCodeSection key={me.id} />
          <IdentitiesSection key={me.id} />
        </>
      ) : (
        me && <p class="muted">{t('account.guestOnly')}</p>
      )}
    </section>
  );
}
