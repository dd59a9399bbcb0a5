import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadWithCodeCache, writeCodeCache } from './code-cache.mjs';

const dir = mkdtempSync(join(tmpdir(), 'gridrace-code-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a bundle run from its code cache', () => {
  it('gives the bundle its exports, and never runs an older cache against a newer bundle', () => {
    const file = join(dir, 'bundle.cjs');
    writeFileSync(file, 'exports.answer = () => "first";');
    const cache = writeCodeCache(file);
    expect(loadWithCodeCache(file).answer()).toBe('first');

    // The same length, which is all of the source V8 checks: only the dates tell them apart.
    writeFileSync(file, 'exports.answer = () => "other";');
    const later = Date.now() / 1000 + 10;
    utimesSync(file, later, later);
    expect(loadWithCodeCache(file).answer()).toBe('other');

    rmSync(cache);
    expect(loadWithCodeCache(file).answer()).toBe('other');
  });
});
