import { playerNameSchema, type ApiTokenInfo, type TokenScopeName } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api } from '../../app/services.ts';
import { formatDate } from '../../i18n/format.ts';
import { failureText, t } from '../../i18n/messages.ts';
import { LoadStatus } from '../Status.tsx';
import { useLoad } from '../useLoad.ts';

const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
const SCOPES: Readonly<Record<'read' | 'play', readonly TokenScopeName[]>> = { read: ['read'], play: ['read', 'play'] };

/** The new token, shown this once, with a button that copies it. */
function NewToken({ token }: { token: string }): JSX.Element {
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard.writeText(token).then(() => setCopied(true));
  return (
    <div class="new-token" role="status">
      <p>{t('account.tokenShownOnce')}</p>
      <code data-new-token>{token}</code>{' '}
      <button type="button" onClick={copy} data-copy-token>
        {copied ? t('account.copied') : t('account.copy')}
      </button>
    </div>
  );
}

function TokenLine({ token, onRevoke }: { token: ApiTokenInfo; onRevoke: () => void }): JSX.Element {
  return (
    <li data-token={token.id}>
      <span class="account-item-name">{token.name}</span>
      <span class="muted">
        {token.scopes.includes('play') ? t('account.scopeReadPlay') : t('account.scopeRead')} · {t('account.tokenCreated', { when: when(token.createdAt) })} ·{' '}
        {token.lastUsedAt ? t('account.tokenLastUsed', { when: when(token.lastUsedAt) }) : t('account.tokenNeverUsed')}
      </span>
      <button type="button" onClick={onRevoke} data-revoke-token>
        {t('account.revoke')}
      </button>
    </li>
  );
}

/** Personal API tokens for bots and scripts: made (shown once), listed with their last use, revoked. */
export function TokensSection(): JSX.Element {
  const [version, setVersion] = useState(0);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'read' | 'play'>('read');
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loaded = useLoad(() => api.apiTokens(), [version]);
  const failed = (failure: unknown) => setError(failureText(failure));
  const create = (event: Event) => {
    event.preventDefault();
    if (!playerNameSchema.safeParse(name).success) return setError(t('account.tokenNameNeeded'));
    api.createApiToken(name, SCOPES[scope]).then(({ token }) => {
      setMade(token);
      setName('');
      setError(null);
      setVersion((v) => v + 1);
    }, failed);
  };
  const revoke = (id: string) =>
    api.revokeApiToken(id).then(() => {
      setError(null);
      setVersion((v) => v + 1);
    }, failed);
  return (
    <section class="account-section" data-tokens>
      <h2>{t('account.tokens')}</h2>
      <p class="muted">{t('account.tokensHelp')}</p>
      <form class="token-form" onSubmit={create} noValidate>
        <label>
          {t('account.tokenName')} <input name="token-name" value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label>
          {t('account.tokenScope')}{' '}
          <select name="token-scope" value={scope} onChange={(e) => setScope(e.currentTarget.value as 'read' | 'play')}>
            <option value="read">{t('account.scopeRead')}</option>
            <option value="play">{t('account.scopeReadPlay')}</option>
          </select>
        </label>
        <button type="submit" data-create-token>
          {t('account.createToken')}
        </button>
      </form>
      {made && <NewToken token={made} />}
      <LoadStatus loaded={loaded} what={t('account.tokens')} />
      {loaded.status === 'ok' &&
        (loaded.value.tokens.length === 0 ? (
          <p class="muted">{t('account.noTokens')}</p>
        ) : (
          <ul class="account-list">
            {loaded.value.tokens.map((token) => (
              <TokenLine key={token.id} token={token} onRevoke={() => void revoke(token.id)} />
            ))}
          </ul>
        ))}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
