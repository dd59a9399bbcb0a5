import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadWithCodeCache, writeCodeCache } from './code-cache.mjs';

/** The bundle below exports one function. */
const load = (file: string) => loadWithCodeCache(file) as { answer(): string };

const dir = mkdtempSync(join(tmpdir(), 'gridrace-code-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a bundle run from its code cache', () => {
  it('gives the bundle its exports, and never runs an older cache against a newer bundle', () => {
    const file = join(dir, 'bundle.cjs');
    writeFileSync(file, 'exports.answer = () => "first";');
    const cache = writeCodeCache(file);
    expect(load(file).answer()).toBe('first');

    // The same length, which is all of the source V8 checks: only the dates tell them apart.
    writeFileSync(file, 'exports.answer = () => "other";');
    const later = Date.now() / 1000 + 10;
    utimesSync(file, later, later);
    expect(load(file).answer()).toBe('other');

    rmSync(cache);
    expect(load(file).answer()).toBe('other');
  });
});
