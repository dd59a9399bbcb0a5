import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleness } from './freshness.mjs';
import { MANIFEST, TARGETS } from './targets.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(path: string, mtimeMs: number): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, path);
  utimesSync(full, mtimeMs / 1000, mtimeMs / 1000);
}

/** A checkout whose CLI was built at `builtAt` from two sources, both older. */
function builtCheckout(builtAt: number): void {
  root = mkdtempSync(join(tmpdir(), 'gridrace-freshness-'));
  file('apps/cli/src/main.ts', builtAt - 10_000);
  file('packages/core/src/index.ts', builtAt - 10_000);
  file(`${TARGETS.cli.outdir}/gridrace.mjs`, builtAt + 500);
  const manifest = { builtAt, outputs: [`${TARGETS.cli.outdir}/gridrace.mjs`], inputs: ['apps/cli/src/main.ts', 'packages/core/src/index.ts'] };
  writeFileSync(join(root, TARGETS.cli.outdir, MANIFEST), JSON.stringify(manifest));
}

describe('staleness of a build', () => {
  const builtAt = Date.parse('2026-01-02T03:04:05Z');

  it('is null while no source changed since the build', () => {
    builtCheckout(builtAt);
    expect(staleness(root, 'cli')).toBeNull();
  });

  it('names a source saved after the build began', () => {
    builtCheckout(builtAt);
    file('packages/core/src/index.ts', builtAt + 1);
    expect(staleness(root, 'cli')).toBe('packages/core/src/index.ts changed');
  });

  it('names a source deleted since, and an output gone', () => {
    builtCheckout(builtAt);
    rmSync(join(root, 'apps/cli/src/main.ts'));
    expect(staleness(root, 'cli')).toBe('apps/cli/src/main.ts is gone');
    builtCheckout(builtAt);
    rmSync(join(root, TARGETS.cli.outdir, 'gridrace.mjs'));
    expect(staleness(root, 'cli')).toBe(`${TARGETS.cli.outdir}/gridrace.mjs is missing`);
  });

  it('says when there is no build at all', () => {
    root = mkdtempSync(join(tmpdir(), 'gridrace-freshness-'));
    expect(staleness(root, 'server')).toBe('not built yet');
  });
});
