import type { QueueItem } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { paths } from '../../app/routes.ts';
import { failureText } from '../../i18n/messages.ts';
import { moderationApi } from './moderation-api.ts';
import { QueueItemView } from './QueueItemView.tsx';
import { mt } from './words.ts';

/** `/moderation`: the review queue, a page at a time, oldest or newest first (docs/fair-play.md#moderation). */
export function ModerationPage(): JSX.Element {
  const [order, setOrder] = useState<'oldest' | 'newest'>('oldest');
  const [items, setItems] = useState<QueueItem[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ok' | string>('loading');
  const [version, setVersion] = useState(0);

  const load = async (cursor: string | null) => {
    try {
      const page = await moderationApi.queue(order, cursor);
      setItems((before) => (cursor ? [...before, ...page.items] : page.items));
      setNext(page.next);
      setState('ok');
    } catch (failure) {
      setState(failureText(failure));
    }
  };
  useEffect(() => {
    setState('loading');
    void load(null);
  }, [order, version]);

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
      {state === 'loading' && (
        <p class="busy" role="status">
          <span class="spinner" aria-hidden="true" />
        </p>
      )}
      {state !== 'loading' && state !== 'ok' && (
        <p class="error" role="alert">
          {state}
        </p>
      )}
      {state === 'ok' && items.length === 0 && <p data-queue-empty>{mt('mod.empty')}</p>}
      {items.map((item) => (
        <QueueItemView key={`${item.kind}:${item.id}`} item={item} onDone={() => setTimeout(() => setVersion((v) => v + 1), 1500)} />
      ))}
      {next && (
        <p>
          <button type="button" onClick={() => void load(next)} data-queue-more>
            {mt('mod.more')}
          </button>
        </p>
      )}
    </section>
  );
}
