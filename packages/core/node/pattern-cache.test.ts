import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as fifteenRules from '../src/games/fifteen/index.ts';
import { defaultCacheDir, preparePatternDatabases } from './pattern-cache.ts';

const FOUR = fifteenRules.patternKeysOf(4);

describe('pattern database cache', () => {
  it('builds and saves missing tables once, then installs them from disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gridrace-pdb-'));
    expect(preparePatternDatabases(dir, FOUR)).toHaveLength(3);
    expect(readdirSync(dir).sort()).toEqual(['fifteen-4x4-v2-a.bin', 'fifteen-4x4-v2-b.bin', 'fifteen-4x4-v2-c.bin']);
    expect(preparePatternDatabases(dir, FOUR)).toEqual([]);
  });

  it('rebuilds a damaged table instead of trusting it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gridrace-pdb-'));
    preparePatternDatabases(dir, FOUR);
    writeFileSync(join(dir, 'fifteen-4x4-v2-c.bin'), new Uint8Array(1537));
    expect(preparePatternDatabases(dir, FOUR)).toEqual(['fifteen-4x4-v2-c']);
  });

  it('names the tables each board size needs: 5x5 and 6x6 read the 4x4 ones too', () => {
    expect(fifteenRules.patternKeysForSize(3)).toEqual([]);
    expect(fifteenRules.patternKeysForSize(4)).toEqual(FOUR);
    expect(fifteenRules.patternKeysForSize(6)).toEqual(fifteenRules.patternDatabaseKeys);
    expect(fifteenRules.patternKeysOf(5)).toHaveLength(5);
  });

  it('honours GRIDRACE_CACHE_DIR and XDG_CACHE_HOME', () => {
    expect(defaultCacheDir({ GRIDRACE_CACHE_DIR: '/x/y' })).toBe('/x/y');
    expect(defaultCacheDir({ XDG_CACHE_HOME: '/c' })).toBe(join('/c', 'gridrace'));
  });
});
