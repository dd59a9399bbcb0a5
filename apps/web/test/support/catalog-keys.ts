import type { Page } from 'playwright-core';
import { GAMES } from '@gridrace/core';
import { en } from '../../src/i18n/en.ts';
import { GAME_VIEWS } from '../../src/views/index.ts';

/** Every message key, the games' own too (every language has exactly these: catalogs.test.ts). */
const KEYS = [...Object.keys(en), ...GAMES.flatMap((game) => Object.keys(GAME_VIEWS[game].words.en))];

/**
 * The message keys the page shows in place of their message (a `{label}` where `{t(label)}`
 * was meant): each text of the page, and each accessible name or hint (aria-label, title,
 * alt, placeholder, a button's value), read word by word; a word that is a key is one line
 * saying where. Hidden text counts: it is a screen reader's, or shown on another screen.
 */
export function catalogKeysShown(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    const known = new Set(keys);
    // A key is dotted words ("pipes.cw", "game.same.params"); text is cut around anything else.
    const keysIn = (text: string) => (text.match(/[\w-]+(?:\.[\w-]+)+/g) ?? []).filter((word) => known.has(word));
    const where = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      for (const key of keysIn(node.textContent ?? '')) found.push(`"${key}" in the text of ${where(parent)}`);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [alt], [placeholder], input[type="button"], input[type="submit"]')) {
      for (const attribute of ['aria-label', 'title', 'alt', 'placeholder', 'value']) {
        if (attribute === 'value' && !(element instanceof HTMLInputElement && ['button', 'submit'].includes(element.type))) continue;
        for (const key of keysIn(element.getAttribute(attribute) ?? '')) found.push(`"${key}" in the ${attribute} of ${where(element)}`);
      }
    }
    return found;
  }, KEYS);
}
