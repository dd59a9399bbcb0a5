import type { Cell } from '@gridrace/core';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { pointAlong, stepsAt } from './geometry.ts';

/**
 * The animated run: a dot walks the runner's path. Each frame moves the dot's SVG element
 * directly (no re-render of the board 60 times a second), and the speed is read every
 * frame, so changing it mid-run takes effect at once without a jump.
 */
export function useRunnerAnimation(path: readonly Cell[], speed: number) {
  const dot = useRef<SVGCircleElement>(null);
  const speedNow = useRef(speed);
  speedNow.current = speed;
  const frame = useRef(0);
  const [running, setRunning] = useState(false);

  const stop = useCallback(() => {
    cancelAnimationFrame(frame.current);
    setRunning(false);
  }, []);

  const start = useCallback(() => {
    cancelAnimationFrame(frame.current);
    setRunning(true);
    let steps = 0;
    let last = performance.now();
    const tick = (now: number) => {
      steps += stepsAt(now - last, speedNow.current);
      last = now;
      const at = pointAlong(path, steps);
      if (at && dot.current) dot.current.setAttribute('transform', `translate(${at.x} ${at.y})`);
      if (steps < path.length - 1) frame.current = requestAnimationFrame(tick);
      else setRunning(false);
    };
    frame.current = requestAnimationFrame(tick);
  }, [path]);

  // A new path (the board changed) makes the run on show out of date.
  useEffect(() => stop, [path, stop]);

  return { dot, running, start, stop };
}
