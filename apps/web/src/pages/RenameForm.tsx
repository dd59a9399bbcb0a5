import { Limits, playerNameSchema } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { renameGuest } from '../app/useIdentity.ts';

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** The guest's generated name is only a start: here the player picks their own. */
export function RenameForm({ name, onRenamed }: { name: string; onRenamed: (name: string) => void }): JSX.Element {
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: Event) => {
    event.preventDefault();
    // The server's own rule, checked before sending: the same refusal, without the round trip.
    const checked = playerNameSchema.safeParse(draft);
    if (!checked.success) return setError(sentence(checked.error.issues[0]?.message ?? 'This name cannot be used'));
    renameGuest(checked.data).then(
      (me) => {
        setError(null);
        // The field shows the name as stored: cleaned of what was invisible in it.
        setDraft(me.name);
        onRenamed(me.name);
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  };
  return (
    <form class="rename" onSubmit={submit}>
      <label>
        Your name{' '}
        <input
          name="name"
          value={draft}
          maxLength={Limits.playerName.max}
          minLength={Limits.playerName.min}
          required
          onInput={(e) => setDraft(e.currentTarget.value)}
        />
      </label>
      <button type="submit">Rename</button>
      {error && (
        <span class="error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
