import type { GameName } from '@gridrace/core';
import type { RefObject } from 'preact';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { browserStorage } from '../../client/storage.ts';
import { loadZoomChoice, saveZoomChoice, scrollTo, zoomOf, type Anchor, type Zoom } from './zoom.ts';

let storage: ReturnType<typeof browserStorage> | null = null;
const store = () => (storage ??= browserStorage());

export interface BoardZoom {
  readonly zoom: Zoom;
  /** The box the zoomed board scrolls in (`ZoomView`). */
  readonly box: RefObject<HTMLDivElement | null>;
  readonly toggle: () => void;
}

/**
 * A board's zoom (see `zoomOf`), the player's last choice for the game remembered. Zooming in
 * shows the board's `anchor` (where play starts: `same`'s bottom-left corner, `pipes`' start)
 * and, when the player asked for it, brings the board's `root` into view.
 */
export function useBoardZoom(game: GameName, fitted: number, root: RefObject<HTMLElement | null>, anchor: Anchor): BoardZoom {
  const touch = useMemo(() => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches, []);
  const [choice, setChoice] = useState<boolean | null>(() => loadZoomChoice(store(), game));
  const zoom = zoomOf(fitted, touch, choice);
  const box = useRef<HTMLDivElement>(null);
  const chosen = useRef(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!zoom.zoomed || !element) return;
    const at = scrollTo(element, anchor);
    element.scrollLeft = at.left;
    element.scrollTop = at.top;
    // Only when the player asked: on arrival the page stays at its top, run bar in view.
    if (chosen.current) root.current?.scrollIntoView({ block: 'nearest' });
  }, [zoom.zoomed]);
  const toggle = () => {
    chosen.current = true;
    saveZoomChoice(store(), game, !zoom.zoomed);
    setChoice(!zoom.zoomed);
  };
  return { zoom, box, toggle };
}
