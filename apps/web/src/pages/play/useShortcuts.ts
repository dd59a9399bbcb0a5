import { useEffect } from 'preact/hooks';
import type { RunController } from '../../client/run-controller.ts';

/** Keys that act on the run wherever the focus is (boards take their own keys): Ctrl/⌘+Z undoes. */
export function useRunShortcuts(run: RunController | null): void {
  useEffect(() => {
    if (!run) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Element | null;
      if (target?.closest('input, select, textarea')) return;
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        run.undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run]);
}
