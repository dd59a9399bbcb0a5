import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle: a dev dependency of the tests, put into the page under test, never into the app. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];
/** Rules of lesser impact that a stranger found all the same (issue 16): they stay fixed. */
const NAMED = ['page-has-heading-one', 'empty-table-header'];

/**
 * The accessibility violations axe-core finds on the page as it stands that must not be there:
 * every serious or critical one, and the named ones; each as one line saying where. The page's
 * context must bypass the app's Content-Security-Policy (`bypassCSP`), which refuses inline scripts.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run());
  return results.violations
    .filter((violation) => BLOCKING.includes(violation.impact ?? 'minor') || NAMED.includes(violation.id))
    .map((violation) => {
      const where = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${violation.impact ?? '?'} ${violation.id} (${violation.nodes.length}×): ${violation.help} — ${where.join(' | ')}`;
    });
}
