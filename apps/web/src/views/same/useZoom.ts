import type { RefObject } from 'preact';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { zoomOf, type Zoom } from './layout.ts';

/**
 * The board's zoom (see `zoomOf`), and the box the zoomed board scrolls in. Zooming in shows
 * the bottom-left corner, where blocks fall and columns close up, and brings the board's root
 * (its counts, then the whole box) into view.
 */
export function useZoom<B extends HTMLElement>(fitted: number, root: RefObject<HTMLElement | null>) {
  const touch = useMemo(() => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches, []);
  const [choice, setChoice] = useState<boolean | null>(null);
  const zoom: Zoom = zoomOf(fitted, touch, choice);
  const box = useRef<B>(null);
  const chosen = useRef(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!zoom.zoomed || !element) return;
    element.scrollTop = element.scrollHeight;
    element.scrollLeft = 0;
    // Only when the player asked: on arrival the page stays at its top, run bar in view.
    if (chosen.current) root.current?.scrollIntoView({ block: 'nearest' });
  }, [zoom.zoomed]);
  const toggle = () => {
    chosen.current = true;
    setChoice(!zoom.zoomed);
  };
  return { zoom, box, toggle };
}
