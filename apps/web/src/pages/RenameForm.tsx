import { Limits } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { renameGuest } from '../app/useIdentity.ts';

/** The guest's generated name is only a start: here the player picks their own. */
export function RenameForm({ name, onRenamed }: { name: string; onRenamed: (name: string) => void }): JSX.Element {
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: Event) => {
    event.preventDefault();
    renameGuest(draft).then(
      (me) => {
        setError(null);
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
