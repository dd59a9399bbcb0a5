import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type * as ModerationPages from '../pages/moderation/moderation-pages.ts';
import { t } from '../i18n/messages.ts';

type Pages = typeof ModerationPages;
const load = () => import('../pages/moderation/moderation-pages.ts');

/** The moderation chunk (its pages, the report form and their words), fetched the first time it is needed. */
function useModeration(): { pages: Pages | null; failed: boolean } {
  const [pages, setPages] = useState<Pages | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setPages(module),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, []);
  return { pages, failed };
}

function Waiting({ failed }: { failed: boolean }): JSX.Element {
  return failed ? (
    <p class="error" role="alert">
      {t('account.lazyFailed')}
    </p>
  ) : (
    <p class="busy" role="status">
      <span class="spinner" aria-hidden="true" /> {t('account.lazyOpening')}
    </p>
  );
}

/** `/moderation` and `/moderation/log`: the moderators' pages, in a chunk of their own. */
export function LazyModerationPage(props: { name: 'ModerationPage' } | { name: 'ModerationLogPage'; subjectKind: string | null; subjectId: string | null }): JSX.Element {
  const { pages, failed } = useModeration();
  if (!pages)
    return (
      <section>
        <Waiting failed={failed} />
      </section>
    );
  if (props.name === 'ModerationPage') return <pages.ModerationPage />;
  return <pages.ModerationLogPage subjectKind={props.subjectKind} subjectId={props.subjectId} />;
}

function LazyReportForm(props: { subjectKind: 'run' | 'player'; subjectId: string; onClose: () => void }): JSX.Element {
  const { pages, failed } = useModeration();
  return pages ? <pages.ReportForm {...props} /> : <Waiting failed={failed} />;
}

/** A run's or a player's Report button: the form (in the moderation chunk) opens under it. */
export function ReportButton({ subjectKind, subjectId }: { subjectKind: 'run' | 'player'; subjectId: string }): JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <div class="report">
      {!open && (
        <button type="button" class="report-button" onClick={() => setOpen(true)} data-report-button>
          {t('report.button')}
        </button>
      )}
      {open && <LazyReportForm subjectKind={subjectKind} subjectId={subjectId} onClose={() => setOpen(false)} />}
    </div>
  );
}
