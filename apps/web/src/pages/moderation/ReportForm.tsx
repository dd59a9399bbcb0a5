import { MODERATION_TEXT_MAX, REPORT_REASONS, type ReportReason } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { failureText } from '../../i18n/messages.ts';
import { moderationApi } from './moderation-api.ts';
import { mt } from './words.ts';

/** The short form under a Report button: a reason from the list, an optional note, sent once. */
export function ReportForm({ subjectKind, subjectId, onClose }: { subjectKind: 'run' | 'player'; subjectId: string; onClose: () => void }): JSX.Element {
  const [reason, setReason] = useState<ReportReason>(subjectKind === 'player' ? 'name' : 'program');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (sent)
    return (
      <p class="report-sent" role="status" data-report-sent>
        {mt('report.sent')}
      </p>
    );
  const send = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await moderationApi.report(subjectKind, subjectId, reason, note.trim());
      setSent(true);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="report-form" onSubmit={(event) => void send(event)} data-report-form>
      <fieldset>
        <legend>{mt('report.heading')}</legend>
        <p class="report-reasons" role="radiogroup" aria-label={mt('report.reason')}>
          {REPORT_REASONS.map((code) => (
            <label key={code}>
              <input type="radio" name="report-reason" value={code} checked={reason === code} onChange={() => setReason(code)} data-report-reason={code} />{' '}
              {mt(`report.reason.${code}`)}
            </label>
          ))}
        </p>
        <label class="report-note">
          {mt('report.note')}
          <textarea maxLength={MODERATION_TEXT_MAX} rows={3} value={note} onInput={(event) => setNote(event.currentTarget.value)} data-report-note />
        </label>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <p class="actions">
          <button type="submit" class="primary" disabled={busy} data-report-send>
            {mt('report.send')}
          </button>{' '}
          <button type="button" onClick={onClose}>
            {mt('report.cancel')}
          </button>
        </p>
      </fieldset>
    </form>
  );
}
