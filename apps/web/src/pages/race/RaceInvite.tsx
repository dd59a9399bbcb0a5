import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { paths } from '../../app/routes.ts';

/** The invite: the link to send (with a copy button) and the code to read out. */
export function RaceInvite({ code }: { code: string }): JSX.Element {
  const link = new URL(paths.race(code), location.origin).href;
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return setCopied(false);
    clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div class="race-invite">
      <p class="race-invite-label">Send this link to your friends:</p>
      <div class="race-invite-row">
        <input class="race-link" readOnly value={link} aria-label="Invite link" data-race-link onFocus={(e) => e.currentTarget.select()} />
        <button type="button" class="primary" data-race-action="copy" onClick={copy}>
          {copied ? 'Copied!' : 'Copy link'}
        </button>
      </div>
      {copied === false && <p class="muted">Copying is not allowed here: select the link and copy it by hand.</p>}
      <p class="muted">
        Or the code <strong class="race-code" data-race-code>{code}</strong> on the home page.
      </p>
    </div>
  );
}
