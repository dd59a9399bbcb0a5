import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type * as ModerationPages from '../pages/moderation/moderation-pages.ts';
import { t } from '../i18n/messages.ts';
import { Lazy, LazyWaiting, useLazyModule } from './Lazy.tsx';

/** The moderation chunk: its pages, the report form and their words. */
const load = (): Promise<typeof ModerationPages> => import('../pages/moderation/moderation-pages.ts');

/** `/moderation` and `/moderation/log`: the moderators' pages, in a chunk of their own. */
export function LazyModerationPage(props: { name: 'ModerationPage' } | { name: 'ModerationLogPage'; subjectKind: string | null; subjectId: string | null }): JSX.Element {
  return (
    <Lazy
      load={load}
      render={(pages) => (props.name === 'ModerationPage' ? <pages.ModerationPage /> : <pages.ModerationLogPage subjectKind={props.subjectKind} subjectId={props.subjectId} />)}
    />
  );
}

function LazyReportForm(props: { subjectKind: 'run' | 'player'; subjectId: string; onClose: () => void }): JSX.Element {
  const { module: pages, failed } = useLazyModule(load);
  return pages ? <pages.ReportForm {...props} /> : <LazyWaiting failed={failed} />;
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
