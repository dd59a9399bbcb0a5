import type { ModerationLogEntry } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { paths } from '../../app/routes.ts';
import { formatDate } from '../../i18n/format.ts';
import { moderationApi } from './moderation-api.ts';
import { PagesStatus, useKeysetPages } from './use-keyset-pages.tsx';
import { mt } from './words.ts';

const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

function Subject({ entry }: { entry: ModerationLogEntry }): JSX.Element {
  const kind = mt(`log.subject.${entry.subjectKind}`);
  const player = entry.subjectPlayer;
  const href = entry.subjectKind === 'run' ? paths.replay(entry.subjectId) : entry.subjectKind === 'player' ? paths.player(entry.subjectId) : null;
  const label = entry.subjectKind === 'player' && player ? player.name : entry.subjectId;
  return (
    <>
      {kind} {href ? <a href={href}>{label}</a> : <code>{label}</code>}
      {entry.subjectKind === 'run' && player ? ` ${mt('log.byPlayer', { name: player.name })}` : ''} (
      <a href={paths.moderationLog(entry.subjectKind, entry.subjectId)}>{mt('mod.logLink')}</a>)
    </>
  );
}

/** `/moderation/log`: every moderator action, newest first; `/moderation/log/<kind>/<id>`: one subject's. */
export function ModerationLogPage({ subjectKind, subjectId }: { subjectKind: string | null; subjectId: string | null }): JSX.Element {
  const subject = subjectKind && subjectId ? { kind: subjectKind, id: subjectId } : null;
  const {
    items: entries,
    next,
    state,
    more,
  } = useKeysetPages<ModerationLogEntry>(
    async (cursor) => {
      const page = await moderationApi.log(subject, cursor);
      return { items: page.entries, next: page.next };
    },
    [subjectKind, subjectId],
  );

  return (
    <section class="moderation-log" data-moderation-log>
      <h1>{mt('log.heading')}</h1>
      <p class="muted">
        {mt('log.intro')} <a href={paths.moderation()}>{mt('log.back')}</a>
      </p>
      {subject && (
        <p>
          {mt('log.of', { kind: subject.kind, id: subject.id })} · <a href={paths.moderationLog()}>{mt('log.all')}</a>
        </p>
      )}
      <PagesStatus state={state} />
      {state === 'ok' && entries.length === 0 && <p>{mt('log.empty')}</p>}
      {entries.length > 0 && (
        <div class="table-scroll">
          <table class="log-table">
            <thead>
              <tr>
                <th scope="col">{mt('log.when')}</th>
                <th scope="col">{mt('log.who')}</th>
                <th scope="col">{mt('log.what.column')}</th>
                <th scope="col">{mt('log.whom')}</th>
                <th scope="col">{mt('log.why')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-log-entry={entry.action}>
                  <td data-label={mt('log.when')}>
                    <time dateTime={entry.at}>{when(entry.at)}</time>
                  </td>
                  <td data-label={mt('log.who')}>{entry.moderator.id === 'operator' ? mt('log.operator') : entry.moderator.name}</td>
                  <td data-label={mt('log.what.column')}>{mt(`log.action.${entry.action}`)}</td>
                  <td data-label={mt('log.whom')}>
                    <Subject entry={entry} />
                  </td>
                  <td data-label={mt('log.why')}>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next && (
        <p>
          <button type="button" onClick={more}>
            {mt('mod.more')}
          </button>
        </p>
      )}
    </section>
  );
}
