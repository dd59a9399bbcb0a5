import type { PlayerAction, QueueItem, RunAction } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { paths } from '../../app/routes.ts';
import { formatDate, formatTime } from '../../i18n/format.ts';
import { failureText, t, type MessageKey } from '../../i18n/messages.ts';
import { IntervalsChart } from './IntervalsChart.tsx';
import { moderationApi } from './moderation-api.ts';
import { mt } from './words.ts';

// Read from the catalogs here, not through the pages' own helpers (PlayerName, standing.ts,
// games.ts): importing those would split them out of the first load into a chunk of their own.
const STATUS: Readonly<Record<string, MessageKey>> = {
  gave_up: 'standing.gaveUp',
  ended: 'standing.ended',
  stuck: 'standing.stuck',
  time_up: 'standing.time_up',
  solved: 'words.solved',
};
const statusWords = (status: string) => (STATUS[status] ? t(STATUS[status]) : status);
const gameTitle = (game: string) => t(`game.${game}.title` as MessageKey);

function PlayerName({ name, guest }: { name: string; guest: boolean }): JSX.Element {
  return (
    <>
      {name}
      {guest && <span class="guest-mark" data-guest-mark={t('player.guestMark')} title={t('player.guestMark.title')} />}
    </>
  );
}

const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
type Action = RunAction | PlayerAction | 'dismiss';

function Evidence({ item }: { item: QueueItem }): JSX.Element | null {
  if (!item.run) return null;
  const evidence = item.evidence;
  if (!evidence) return <p class="muted">{mt('mod.noEvidence')}</p>;
  return (
    <div class="evidence" data-evidence>
      <h4>{mt('mod.evidence')}</h4>
      {evidence.reasons.length > 0 && (
        <ul aria-label={mt('mod.evidenceReasons')}>
          {evidence.reasons.map((reason) => (
            <li key={reason.code}>
              <code>{reason.code}</code> {reason.detail}
            </li>
          ))}
        </ul>
      )}
      <p>
        {evidence.humanBestMs === null
          ? mt('mod.totalNoBest', { total: formatTime(evidence.totalMs) })
          : mt('mod.total', { total: formatTime(evidence.totalMs), best: formatTime(evidence.humanBestMs) })}
      </p>
      {evidence.copiedFrom && (
        <p>
          <a href={paths.replay(evidence.copiedFrom)}>{mt('mod.copiedFrom', { run: evidence.copiedFrom })}</a>
        </p>
      )}
      {evidence.intervals.length > 0 && <IntervalsChart intervals={evidence.intervals} floorMs={evidence.humanFloorMs} />}
    </div>
  );
}

/** The actions an item allows, each sent with the one reason written above them. */
function Actions({ item, onDone }: { item: QueueItem; onDone: () => void }): JSX.Element {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const actions: Action[] = [];
  if (item.run && item.review === 'flagged') actions.push('clear');
  if (item.run && item.review !== 'voided') actions.push('void');
  if (item.player && !item.restricted) actions.push('restrict');
  if (item.player && !item.hidden) actions.push('hide');
  if (item.player) actions.push('reset_name');
  if (item.kind === 'report') actions.push('dismiss');
  const act = async (action: Action) => {
    if (reason.trim() === '') return setMessage({ error: true, text: mt('mod.needReason') });
    setBusy(true);
    setMessage(null);
    try {
      if (action === 'clear' || action === 'void') await moderationApi.onRun(item.run!.runId, action, reason.trim());
      else if (action === 'dismiss') await moderationApi.dismiss(item.id, reason.trim());
      else await moderationApi.onPlayer(item.player!.id, action, reason.trim());
      setMessage({ error: false, text: mt('mod.done', { action: mt(`mod.action.${action}`) }) });
      onDone();
    } catch (failure) {
      setMessage({ error: true, text: failureText(failure) });
    } finally {
      setBusy(false);
    }
    return undefined;
  };
  return (
    <div class="mod-actions">
      <label>
        {mt('mod.reasonLabel')}
        <input type="text" maxLength={500} value={reason} onInput={(event) => setReason(event.currentTarget.value)} data-mod-reason />
      </label>
      <p class="actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            class={action === 'void' || action === 'restrict' ? 'danger' : ''}
            disabled={busy}
            onClick={() => void act(action)}
            data-mod-action={action}
          >
            {mt(`mod.action.${action}`)}
          </button>
        ))}
      </p>
      {message && (
        <p class={message.error ? 'error' : 'muted'} role={message.error ? 'alert' : 'status'} data-mod-message>
          {message.text}
        </p>
      )}
    </div>
  );
}

/** One flagged run or open report: who, the run's figures and replay, the evidence, the player's other open items, the actions. */
export function QueueItemView({ item, onDone }: { item: QueueItem; onDone: () => void }): JSX.Element {
  const { run, player } = item;
  return (
    <article class="queue-item" data-queue-item={item.id} data-queue-kind={item.kind}>
      <h3>
        {item.kind === 'flag' ? mt('mod.flag') : mt('mod.report')} · <time dateTime={item.at}>{when(item.at)}</time>
      </h3>
      <p>
        {mt('mod.player')}:{' '}
        {player ? (
          <a href={paths.player(player.id)}>
            <PlayerName name={player.name} guest={player.guest} />
          </a>
        ) : (
          mt('mod.gone')
        )}
        {item.moderator && ` · ${mt('mod.isModerator')}`}
        {item.restricted && ` · ${mt('mod.restricted')}`}
        {item.hidden && ` · ${mt('mod.hidden')}`}
        {player && (
          <>
            {' · '}
            <a href={paths.moderationLog('player', player.id)}>{mt('mod.logLink')}</a>
          </>
        )}
      </p>
      {item.report && (
        <p class="report-text">
          {mt('mod.reportBy', {
            name: item.report.reporter?.name ?? mt('mod.noReporter'),
            reason: mt(`report.reason.${item.report.reason}`),
          })}
          {item.report.note && <q>{item.report.note}</q>}
        </p>
      )}
      {run && (
        <p>
          {mt('mod.run')}: {mt('mod.figures', { game: gameTitle(run.game), status: statusWords(run.status), time: formatTime(run.timeMs), moves: run.moves })}
          {item.review && ` · ${mt('mod.review', { status: item.review })}`} · <a href={paths.replay(run.runId)}>{mt('mod.replay')}</a>
        </p>
      )}
      {item.flagReason && <p>{mt('mod.flagReason', { reason: item.flagReason })}</p>}
      <Evidence item={item} />
      <details class="others">
        <summary>
          {mt('mod.others')} ({item.others.length})
        </summary>
        {item.others.length === 0 ? (
          <p class="muted">{mt('mod.noOthers')}</p>
        ) : (
          <ul>
            {item.others.map((other) => (
              <li key={`${other.kind}:${other.id}`}>
                {other.kind === 'flag' ? <a href={paths.replay(other.id)}>{mt('mod.otherFlag', { id: other.id })}</a> : mt('mod.otherReport', { id: other.id })} · {when(other.at)}
              </li>
            ))}
          </ul>
        )}
      </details>
      <Actions item={item} onDone={onDone} />
    </article>
  );
}
