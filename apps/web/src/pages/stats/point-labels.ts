import type uPlot from 'uplot';

/**
 * Each point's own words (its run's date and result) shown beside it: under the pointer, or,
 * once the chart has the keyboard's focus, at the point the arrow keys step to (Home, End: the
 * first and the last), also told to screen readers through `live`. The canvas alone shows no
 * value at all.
 */
export function pointLabels(describe: (index: number) => string, focusable: HTMLElement, live: HTMLElement): uPlot.Plugin {
  const tip = document.createElement('div');
  tip.className = 'chart-tip';
  tip.hidden = true;
  tip.dataset.chartTip = '';
  const place = (u: uPlot, index: number) => {
    const [xs, ys] = u.data;
    const y = ys?.[index];
    u.setCursor({ left: u.valToPos(xs[index] ?? 0, 'x'), top: y === null || y === undefined ? u.over.clientHeight / 2 : u.valToPos(y, 'y') });
  };
  let keyed: number | null = null;
  // The listeners go with the chart: a chart drawn again (a new theme) listens afresh.
  const drawn = new AbortController();
  const { signal } = drawn;
  return {
    hooks: {
      init: [
        (u) => {
          u.over.appendChild(tip);
          // The data comes after `init`: counted when a key asks.
          const count = () => u.data[0].length;
          focusable.addEventListener(
            'keydown',
            (event) => {
              const last = count() - 1;
              const from = keyed ?? last;
              const to = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: last }[event.key];
              if (to === undefined) return;
              event.preventDefault();
              keyed = Math.max(0, Math.min(last, to));
              place(u, keyed);
              live.textContent = describe(keyed);
            },
            { signal },
          );
          focusable.addEventListener(
            'focus',
            () => {
              keyed ??= count() - 1;
              place(u, keyed);
              live.textContent = describe(keyed);
            },
            { signal },
          );
          focusable.addEventListener(
            'blur',
            () => {
              keyed = null;
              tip.hidden = true;
            },
            { signal },
          );
        },
      ],
      setCursor: [
        (u) => {
          const index = u.cursor.idx;
          if (index === null || index === undefined) {
            tip.hidden = true;
            return;
          }
          tip.hidden = false;
          tip.textContent = describe(index);
          const x = u.valToPos(u.data[0][index] ?? 0, 'x');
          const width = u.over.clientWidth;
          // Beside the point, on whichever side has room.
          tip.style.left = x > width / 2 ? '' : `${x + 8}px`;
          tip.style.right = x > width / 2 ? `${width - x + 8}px` : '';
          const y = u.data[1]?.[index];
          tip.style.top = `${Math.max(0, (y === null || y === undefined ? u.over.clientHeight / 2 : u.valToPos(y, 'y')) - 28)}px`;
        },
      ],
      destroy: [() => drawn.abort()],
    },
  };
}
