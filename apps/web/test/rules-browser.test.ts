import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headingSlug } from '../markdown-pages.ts';
import { accessibilityViolations } from './support/axe.ts';
import { chromiumAvailable } from './support/chromium.ts';
import { screenshot } from './support/pages.ts';
import { browserSession, DESKTOP, PHONE } from './support/session.ts';

/** The doc's headings of one level, as written (the page must show the doc itself, not a copy). */
const headings = (file: string, level: number): string[] =>
  readFileSync(new URL(`../../../docs/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`${'#'.repeat(level)} `))
    .map((line) => line.slice(level + 1).trim());

const DOCS = { en: { locale: 'en-GB', file: 'fair-play.md' }, es: { locale: 'es-ES', file: 'fair-play.es.md' } } as const;

describe.runIf(chromiumAvailable())('the rules of fair play, ratings and moderation, reached from every page’s footer', () => {
  const { url, newPage } = browserSession();

  it.each(['en', 'es'] as const)('in %s: the footer opens the doc itself, every section there, and a section’s link lands on it', async (language) => {
    const { locale, file } = DOCS[language];
    const [title] = headings(file, 1);
    const sections = headings(file, 2);
    for (const [device, screen] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await newPage({ ...screen, locale, bypassCSP: true });
      await page.goto(url());
      await page.locator('[data-rules-link]').click();
      await page.waitForURL(/\/rules$/);
      const rules = page.locator('[data-rules]');
      await expect.poll(() => rules.locator('h1').textContent(), { timeout: 30_000 }).toBe(title);
      expect(await rules.locator('h2').allTextContents()).toEqual(sections);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `rules-${language}-${device}`);

      // A link to a section (as other pages and the docs give) opens the page scrolled to it.
      const last = sections.at(-1)!;
      await page.goto(`${url()}/rules#${headingSlug(last)}`);
      const heading = rules.locator(`h2#${headingSlug(last)}`);
      await heading.waitFor();
      await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    }
  });
});

it('the rules keep the same sections in both languages, so that neither falls behind the other', () => {
  expect(headings(DOCS.es.file, 2).length).toBe(headings(DOCS.en.file, 2).length);
  expect(headings(DOCS.es.file, 3).length).toBe(headings(DOCS.en.file, 3).length);
});
