import { useRef } from 'preact/hooks';
import { LONG_PRESS_MS, pressMoved } from './controls.ts';

interface Press {
  timer: ReturnType<typeof setTimeout> | undefined;
  x: number;
  y: number;
  fired: boolean;
  touch: boolean;
}

/**
 * Long-press on touch screens (a finger has no secondary button): holding a tile calls
 * `onLongPress`, and the click that the lifted finger then produces is swallowed.
 */
export function useLongPress(onLongPress: (event: PointerEvent) => void) {
  const press = useRef<Press>({ timer: undefined, x: 0, y: 0, fired: false, touch: false });
  const callback = useRef(onLongPress);
  callback.current = onLongPress;
  const cancel = () => {
    clearTimeout(press.current.timer);
    press.current.timer = undefined;
  };
  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      cancel();
      const p = press.current;
      p.touch = event.pointerType === 'touch';
      p.fired = false;
      if (!p.touch) return;
      p.x = event.clientX;
      p.y = event.clientY;
      p.timer = setTimeout(() => {
        p.timer = undefined;
        p.fired = true;
        navigator.vibrate?.(15);
        callback.current(event);
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: PointerEvent) => {
      const p = press.current;
      if (p.timer !== undefined && pressMoved(p.x, p.y, event.clientX, event.clientY)) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
  };
  return {
    handlers,
    /** True once for the click that ends a long press. */
    swallowClick: (): boolean => {
      const fired = press.current.fired;
      press.current.fired = false;
      return fired;
    },
    wasTouch: (): boolean => press.current.touch,
  };
}
