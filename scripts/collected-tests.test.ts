import { describe, expect, it } from 'vitest';
import { collectedTestFiles, uncollectedTestFiles } from './collected-tests.mjs';

describe('the collected-tests check', () => {
  it('names every tracked test file that did not run, and only those', () => {
    const tracked = ['packages/core/src/a.test.ts', 'packages/core/node/b.test.ts', 'apps/web/test/c.test.ts'];
    expect(uncollectedTestFiles(tracked, ['packages/core/src/a.test.ts', 'apps/web/test/c.test.ts'])).toEqual(['packages/core/node/b.test.ts']);
    expect(uncollectedTestFiles(tracked, tracked)).toEqual([]);
  });

  it('reads the files a vitest JSON report ran, as paths from the root', () => {
    const report = { testResults: [{ name: '/repo/packages/core/node/b.test.ts' }, { name: '/repo/scripts/d.test.ts' }] };
    expect(collectedTestFiles(report, '/repo')).toEqual(['packages/core/node/b.test.ts', 'scripts/d.test.ts']);
  });
});
