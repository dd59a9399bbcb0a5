import type { QueueItem } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { paths } from '../../app/routes.ts';
import { moderationApi } from './moderation-api.ts';
import { QueueItemView } from './QueueItemView.tsx';
import { PagesStatus, useKeysetPages } from './use-keyset-pages.tsx';
import { mt } from './words.ts';

/** `/moderation`: the review queue, a page at a time, oldest or newest first (docs/fair-play.md#moderation). */
export function ModerationPage(): JSX.Element {
  const [order, setOrder] = useState<'oldest' | 'newest'>('oldest');
  const [version, setVersion] = useState(0);
  const { items, next, state, more } = useKeysetPages<QueueItem>(async (cursor) => await moderationApi.queue(order, cursor), [order, version]);

  return (
    <section class="moderation" data-moderation-page>
      <h1>{mt('mod.heading')}</h1>
      <p class="muted">
        {mt('mod.intro')} <a href={paths.moderationLog()}>{mt('mod.logLink')}</a>
      </p>
      <p class="actions" role="group" aria-label={mt('mod.order')}>
        {(['oldest', 'newest'] as const).map((choice) => (
          <button key={choice} type="button" aria-pressed={order === choice} onClick={() => setOrder(choice)} data-queue-order={choice}>
            {mt(choice === 'oldest' ? 'mod.oldest' : 'mod.newest')}
          </button>
        ))}
      </p>
      <PagesStatus state={state} />
      {state === 'ok' && items.length === 0 && <p data-queue-empty>{mt('mod.empty')}</p>}
      {items.map((item) => (
        <QueueItemView key={`${item.kind}:${item.id}`} item={item} onDone={() => setTimeout(() => setVersion((v) => v + 1), 1500)} />
      ))}
      {next && (
        <p>
          <button type="button" onClick={more} data-queue-more>
            {mt('mod.more')}
          </button>
        </p>
      )}
    </section>
  );
}
