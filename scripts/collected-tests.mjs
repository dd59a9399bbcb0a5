// After `npm test` in CI: every test file git tracks must have run. A file that vitest's include
// globs miss would otherwise pass silently by never running.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The names test files have; vitest.config.ts includes the same ones. */
export const TEST_FILE_PATTERNS = ['*.test.ts', '*.test.tsx'];

/**
 * The tracked test files that are not among the collected ones, both as paths from the root.
 * @param {readonly string[]} tracked
 * @param {readonly string[]} collected
 * @returns {string[]}
 */
export function uncollectedTestFiles(tracked, collected) {
  const ran = new Set(collected);
  return tracked.filter((file) => !ran.has(file)).sort();
}

/**
 * The test files a vitest JSON report ran, as paths from `root`.
 * @param {{ testResults: { name: string }[] }} report
 * @param {string} root
 * @returns {string[]}
 */
export function collectedTestFiles(report, root) {
  return report.testResults.map((result) => relative(root, result.name).split('\\').join('/'));
}

/** @param {string} root */
function trackedTestFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z', '--', ...TEST_FILE_PATTERNS], { cwd: root, encoding: 'utf8' });
  return out.split('\0').filter((file) => file !== '');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reportPath = process.argv[2];
  if (!reportPath) {
    console.error('usage: node scripts/collected-tests.mjs <vitest JSON report>');
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const missing = uncollectedTestFiles(trackedTestFiles(root), collectedTestFiles(report, root));
  if (missing.length > 0) {
    console.error(`${missing.length} tracked test file(s) never ran (vitest.config.ts's include globs miss them):`);
    for (const file of missing) console.error(`  ${file}`);
    process.exit(1);
  }
  console.log(`every tracked test file ran (${report.testResults.length} files)`);
}
