import type { Cell } from '@gridrace/core';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

export interface Refusal {
  readonly at: Cell;
  readonly message: string;
}

/** How long a refusal stays on show: long enough to read one sentence. */
export const REFUSAL_MS = 3000;

/** The last move the rules refused, shown briefly then cleared. */
export function useRefusal(): { refusal: Refusal | null; refuse: (at: Cell, message: string) => void; dismiss: () => void } {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setRefusal(null);
  }, []);
  const refuse = useCallback((at: Cell, message: string) => {
    clearTimeout(timer.current);
    setRefusal({ at, message });
    timer.current = setTimeout(() => setRefusal(null), REFUSAL_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { refusal, refuse, dismiss };
}
