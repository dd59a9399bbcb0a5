import { Limits, playerNameSchema } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { renameGuest } from '../app/useIdentity.ts';
import { failureText, t } from '../i18n/messages.ts';

/** Why a name is refused, from the check's issue code (the schema's own sentences are English). */
function nameIssue(code: string | undefined): string {
  if (code === 'too_small') return t('rename.tooShort');
  if (code === 'too_big') return t('rename.tooLong', { max: Limits.playerName.max });
  return t('rename.refused');
}

/** The guest's generated name is only a start: here the player picks their own. */
export function RenameForm({ name, onRenamed }: { name: string; onRenamed: (name: string) => void }): JSX.Element {
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: Event) => {
    event.preventDefault();
    // The server's own rule, checked before sending: the same refusal, without the round trip.
    const checked = playerNameSchema.safeParse(draft);
    if (!checked.success) return setError(nameIssue(checked.error.issues[0]?.code));
    renameGuest(checked.data).then(
      (me) => {
        setError(null);
        // The field shows the name as stored: cleaned of what was invisible in it.
        setDraft(me.name);
        onRenamed(me.name);
      },
      (failure: unknown) => setError(failureText(failure)),
    );
  };
  return (
    <form class="rename" onSubmit={submit}>
      <label>
        {t('rename.label')}{' '}
        <input
          name="name"
          value={draft}
          maxLength={Limits.playerName.max}
          minLength={Limits.playerName.min}
          required
          onInput={(e) => setDraft(e.currentTarget.value)}
        />
      </label>
      <button type="submit">{t('rename.button')}</button>
      {error && (
        <span class="error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
