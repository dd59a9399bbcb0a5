import { cleanName, Limits, playerNameSchema } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { renameGuest } from '../app/useIdentity.ts';
import { failureText, t } from '../i18n/messages.ts';

type NameCheck = { readonly ok: true; readonly name: string } | { readonly ok: false; readonly code: string | undefined; readonly why: string };

/**
 * The server's own name rule (the shared schema), checked on the page: the same refusal without
 * the round trip, in the player's language (the schema's own sentences are English).
 */
function checkName(draft: string): NameCheck {
  const checked = playerNameSchema.safeParse(draft);
  if (checked.success) return { ok: true, name: checked.data };
  const code = checked.error.issues[0]?.code;
  if (code === 'too_small') return { ok: false, code, why: t('rename.tooShort') };
  if (code === 'too_big') return { ok: false, code, why: t('rename.tooLong', { max: Limits.playerName.max, length: cleanName(draft).length }) };
  return { ok: false, code, why: t('rename.refused') };
}

/**
 * The guest's generated name is only a start: here the player picks their own. The field has no
 * `maxlength` or `required` of its own: the browser would cut a long name or refuse an empty one
 * without a word, where the player must be told why (issue 32).
 */
export function RenameForm({ name, onRenamed }: { name: string; onRenamed: (name: string) => void }): JSX.Element {
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: Event) => {
    event.preventDefault();
    const checked = checkName(draft);
    if (!checked.ok) return setError(checked.why);
    renameGuest(checked.name).then(
      (me) => {
        setError(null);
        // The field shows the name as stored: cleaned of what was invisible in it.
        setDraft(me.name);
        onRenamed(me.name);
      },
      (failure: unknown) => setError(failureText(failure)),
    );
  };
  const edit = (value: string) => {
    setDraft(value);
    // Too long is said while typing, when more letters would only be lost; the rest waits for the button.
    const checked = checkName(value);
    setError(!checked.ok && checked.code === 'too_big' ? checked.why : null);
  };
  return (
    <form class="rename" onSubmit={submit} noValidate>
      <label>
        {t('rename.label')}{' '}
        <input name="name" value={draft} aria-invalid={error !== null} aria-describedby={error ? 'rename-error' : undefined} onInput={(e) => edit(e.currentTarget.value)} />
      </label>
      <button type="submit">{t('rename.button')}</button>
      {error && (
        <span class="error" role="alert" id="rename-error" data-rename-error>
          {error}
        </span>
      )}
    </form>
  );
}
