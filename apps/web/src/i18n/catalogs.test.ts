import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { GAMES } from '@gridrace/core';
import { GAME_VIEWS } from '../views/index.ts';
import { en as commonEn } from './en.ts';
import { es as commonEs } from './es.ts';
import { LOCALES, type Locale } from './locale.ts';

// The catalogs as a player gets them: the common words and every game's own, from the views' registry.
const gameWords = GAMES.map((game) => GAME_VIEWS[game].words);
const en: Readonly<Record<string, string>> = Object.assign({}, commonEn, ...gameWords.map((words) => words.en));
const es: Readonly<Record<string, string>> = Object.assign({}, commonEs, ...(await Promise.all(gameWords.map((words) => words.es()))));
const CATALOGS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en, es };

/** The placeholders a message takes (a language may need a plural where another does not, as ordinals). */
function placeholders(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
    if (element.type === TYPE.tag) placeholders(element.children, into);
  }
  return into;
}

const sorted = (set: Set<string>) => [...set].sort();

describe('the message catalogs', () => {
  it('have the same keys in every language', () => {
    const reference = Object.keys(en).sort();
    for (const locale of LOCALES) expect(Object.keys(CATALOGS[locale]).sort(), locale).toEqual(reference);
  });

  it('hold only ICU messages that parse, with the same placeholders in every language', () => {
    for (const [key, english] of Object.entries(en)) {
      const wanted = sorted(placeholders(parse(english)));
      for (const locale of LOCALES) {
        const message = CATALOGS[locale][key] ?? '';
        expect(message.trim(), `${locale} ${key}`).not.toBe('');
        expect(sorted(placeholders(parse(message))), `${locale} ${key}`).toEqual(wanted);
      }
    }
  });

  it('are translated: Spanish differs from English beyond names and figures', () => {
    const words = (message: string) => /[a-z]{4,}/.test(message.replace(/\{[^{}]*\}/g, ''));
    const same = Object.keys(en).filter((key) => en[key] === es[key] && words(en[key] ?? ''));
    // Names and words Spanish keeps as they are ("normal").
    expect(same.sort()).toEqual(['preset.normal', 'prefs.speed.normal', 'share.title'].sort());
  });
});
