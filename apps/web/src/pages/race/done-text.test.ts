import { rulesOf } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import { doneText } from './done-text.ts';
// The games' own words come with their views, as in the app.
import '../../views/registry.ts';

describe("a racer's end in words", () => {
  it('gives a cleared same board its points first, as its share texts do', () => {
    expect(doneText(rulesOf('same'), 'solved', { timeMs: 45_800, score: 120_416 })).toBe('120,416 points, done in 0:45.8!');
    expect(doneText(rulesOf('same'), 'stuck', { timeMs: 45_800, score: 980 })).toBe('No moves left, with 980 points.');
  });

  it('gives a plain finish game its time', () => {
    expect(doneText(rulesOf('fifteen'), 'solved', { timeMs: 12_300, score: 0 })).toBe('Done in 0:12.3!');
  });
});
