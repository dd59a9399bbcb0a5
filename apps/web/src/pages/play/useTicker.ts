import { useEffect, useState } from 'preact/hooks';

/** Re-renders every `ms` while `active`, for a running clock. */
export function useTicker(active: boolean, ms = 100): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setTick((t) => t + 1), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
}
