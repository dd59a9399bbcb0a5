import { passkeyNameSchema } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api } from '../../app/services.ts';
import { addPasskey, cancelled } from '../../client/passkeys.ts';
import { formatDate } from '../../i18n/format.ts';
import { failureText, t } from '../../i18n/messages.ts';
import { LoadStatus } from '../Status.tsx';
import { useLoad } from '../useLoad.ts';

type PasskeyInfo = Awaited<ReturnType<typeof api.passkeys>>['passkeys'][number];
const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
const validName = (name: string): boolean => passkeyNameSchema.safeParse(name).success;

function PasskeyLine({ passkey, onRename, onRemove }: { passkey: PasskeyInfo; onRename: (name: string) => Promise<unknown>; onRemove: () => void }): JSX.Element {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const save = (event: Event) => {
    event.preventDefault();
    if (!validName(name)) return;
    void onRename(name.trim()).then(() => setEditing(false));
  };
  return (
    <li data-passkey={passkey.id}>
      {editing ? (
        <form class="passkey-rename" onSubmit={save}>
          <input name="passkey-name" aria-label={t('passkeys.name')} value={name} maxLength={64} onInput={(e) => setName(e.currentTarget.value)} />
          <button type="submit" data-save-passkey>
            {t('passkeys.save')}
          </button>
        </form>
      ) : (
        <span class="account-item-name" data-passkey-name>
          {passkey.name}
        </span>
      )}
      <span class="muted">
        {t('passkeys.created', { when: when(passkey.createdAt) })} · {passkey.lastUsedAt ? t('passkeys.lastUsed', { when: when(passkey.lastUsedAt) }) : t('passkeys.neverUsed')}
      </span>
      {!editing && (
        <button type="button" onClick={() => setEditing(true)} data-rename-passkey>
          {t('passkeys.rename')}
        </button>
      )}
      <button type="button" onClick={onRemove} data-remove-passkey>
        {t('passkeys.remove')}
      </button>
    </li>
  );
}

/** The account's passkeys: listed with their last use, named, renamed, removed (never the last way in), and another added from this device. */
export function PasskeysSection(): JSX.Element {
  const [version, setVersion] = useState(0);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loaded = useLoad(() => api.passkeys(), [version]);
  const done = () => {
    setError(null);
    setBusy(false);
    setVersion((v) => v + 1);
  };
  const failed = (failure: unknown) => {
    setBusy(false);
    if (!cancelled(failure)) setError(failureText(failure));
  };
  const add = (event: Event) => {
    event.preventDefault();
    const given = name.trim();
    if (given !== '' && !validName(given)) return setError(t('passkeys.nameNeeded'));
    setBusy(true);
    addPasskey(api, given || undefined).then(() => {
      setName('');
      done();
    }, failed);
  };
  const rename = (id: string, newName: string) => api.renamePasskey(id, newName).then(done, failed);
  const remove = (id: string) => void api.removePasskey(id).then(done, failed);
  return (
    <section class="account-section" data-passkeys>
      <h2>{t('passkeys.heading')}</h2>
      <p class="muted">{t('passkeys.help')}</p>
      <LoadStatus loaded={loaded} what={t('passkeys.heading')} />
      {loaded.status === 'ok' && (
        <ul class="account-list">
          {loaded.value.passkeys.map((passkey) => (
            <PasskeyLine key={`${passkey.id}:${passkey.name}`} passkey={passkey} onRename={(newName) => rename(passkey.id, newName)} onRemove={() => remove(passkey.id)} />
          ))}
        </ul>
      )}
      <form class="token-form" onSubmit={add} noValidate>
        <label>
          {t('passkeys.newName')}{' '}
          <input name="new-passkey-name" value={name} maxLength={64} placeholder={t('passkeys.namePlaceholder')} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy} data-add-passkey>
          {t('passkeys.add')}
        </button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
