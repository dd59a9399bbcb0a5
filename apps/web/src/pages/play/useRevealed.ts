import { useEffect, useRef } from 'preact/hooks';

/**
 * Brings an element into view as it appears (the end of a run, under its board): the player
 * sees how the run ended without scrolling, and the board above it stays where it was.
 */
export function useRevealed<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const still = document.documentElement.dataset.motion === 'off' || matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, []);
  return ref;
}
