import { describe, expect, it } from 'vitest';
import { animationMs, fitCell, heightBudget, MAX_CELL, MIN_CELL, overlayStyle } from './layout.ts';

describe('fitCell', () => {
  it('fits the default 25x40 board on a 375 px phone', () => {
    const cell = fitCell({ cols: 25, rows: 40, width: 359, height: 2000 });
    expect(cell).toBe(14);
    expect(cell * 25).toBeLessThanOrEqual(359);
  });

  it('is limited by the height when the board is tall', () => {
    expect(fitCell({ cols: 25, rows: 40, width: 1200, height: 600 })).toBe(15);
  });

  it('stays between the smallest and largest cell', () => {
    expect(fitCell({ cols: 4, rows: 4, width: 2000, height: 2000 })).toBe(MAX_CELL);
    expect(fitCell({ cols: 50, rows: 60, width: 100, height: 100 })).toBe(MIN_CELL);
    expect(fitCell({ cols: 0, rows: 4, width: 100, height: 100 })).toBe(MIN_CELL);
  });

  it('takes other bounds', () => {
    expect(fitCell({ cols: 10, rows: 5, width: 1000, height: 1000, max: 48 })).toBe(48);
    expect(fitCell({ cols: 10, rows: 5, width: 100, height: 1000, min: 20 })).toBe(20);
  });
});

describe('overlayStyle', () => {
  it('places a one-cell overlay across and down', () => {
    expect(overlayStyle(2, 3, 10)).toBe('transform:translate(20px,30px)');
  });
});

describe('animationMs', () => {
  it('scales with the speed and is off at 0', () => {
    expect([animationMs(200, 1), animationMs(200, 2), animationMs(200, 0.5), animationMs(200, 0)]).toEqual([200, 100, 400, 0]);
  });
});

describe('heightBudget', () => {
  it('lets the width decide on a phone and keeps the board in view on a desktop', () => {
    expect(heightBudget(375, 667)).toBe(Infinity);
    expect(heightBudget(1280, 800)).toBe(620);
    expect(heightBudget(1280, 300)).toBe(240);
  });
});
