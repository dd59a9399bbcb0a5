import type { JSX } from 'preact';
import { useIdentity } from '../../app/useIdentity.ts';
import { paths } from '../../app/routes.ts';
import { t } from '../../i18n/messages.ts';
import { PasskeysSection } from './PasskeysSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { ThisBrowserSection } from './ThisBrowserSection.tsx';
import { TokensSection } from './TokensSection.tsx';
import { BotSection } from './BotSection.tsx';
import { DataSection } from './DataSection.tsx';
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
          <PasskeysSection key={`passkeys:${me.id}`} />
          <DeviceCodeSection key={`device:${me.id}`} />
          <IdentitiesSection key={`identities:${me.id}`} />
          <SessionsSection key={`sessions:${me.id}`} />
          <TokensSection key={`tokens:${me.id}`} />
          <BotSection key={`bot:${me.id}`} />
          <DataSection key={`data:${me.id}`} handle={me.name} />
        </>
      ) : (
        me && (
          <>
            <p class="muted">{t('account.guestOnly')}</p>
            <p class="keep-progress" data-keep-progress>
              <a class="button" href={paths.signUp()} data-create-account-link>
                {t('signUp.keepProgressLink')}
              </a>{' '}
              <a href={paths.signIn()} data-sign-in-page-link>
                {t('signIn.withPasskey')}
              </a>
            </p>
          </>
        )
      )}
    </section>
  );
}
