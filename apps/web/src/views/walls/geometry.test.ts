import { describe, expect, it } from 'vitest';
import { pathPoints, pointAlong, stepsAt } from './geometry.ts';

const path = [
  { x: 0, y: 1 },
  { x: 1, y: 1 },
  { x: 1, y: 2 },
];

describe('pathPoints', () => {
  it('puts each point in the middle of its cell', () => {
    expect(pathPoints(path)).toBe('0.5,1.5 1.5,1.5 1.5,2.5');
    expect(pathPoints([])).toBe('');
  });
});

describe('pointAlong', () => {
  it('starts at the first cell and ends at the last', () => {
    expect(pointAlong(path, 0)).toEqual({ x: 0.5, y: 1.5 });
    expect(pointAlong(path, 2)).toEqual({ x: 1.5, y: 2.5 });
    expect(pointAlong(path, 99)).toEqual({ x: 1.5, y: 2.5 });
    expect(pointAlong(path, -1)).toEqual({ x: 0.5, y: 1.5 });
  });

  it('goes between cells for fractional steps', () => {
    expect(pointAlong(path, 0.5)).toEqual({ x: 1, y: 1.5 });
    expect(pointAlong(path, 1.25)).toEqual({ x: 1.5, y: 1.75 });
  });

  it('has no point on an empty path', () => {
    expect(pointAlong([], 1)).toBeNull();
  });
});

describe('stepsAt', () => {
  it('counts moves from the elapsed time and the speed', () => {
    expect(stepsAt(1000, 1)).toBe(6);
    expect(stepsAt(500, 2)).toBe(6);
    expect(stepsAt(-5, 1)).toBe(0);
  });
});
