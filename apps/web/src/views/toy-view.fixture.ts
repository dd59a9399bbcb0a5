import { h } from 'preact';
import { t, type MessageKey } from '../i18n/messages.ts';
import type { BoardProps, GameView } from './types.ts';

/** The view of core's test-only `toy` (a row of lamps): everything a game's views folder has, in one file. */
const en = {
  'game.toy.title': 'Toy',
  'game.toy.blurb': 'Turn every lamp on.',
  'game.toy.preparing': 'Preparing lamps…',
  'game.toy.howMouse': 'Click a lamp to turn it on.',
  'game.toy.howTouch': 'Tap a lamp to turn it on.',
  'game.toy.howKeys': 'No keys.',
  'toy.lamp': 'lamp {n, number}, {on, select, yes {on} other {off}}',
};
const es: Record<keyof typeof en, string> = {
  'game.toy.title': 'Juguete',
  'game.toy.blurb': 'Enciende todas las lámparas.',
  'game.toy.preparing': 'Preparando lámparas…',
  'game.toy.howMouse': 'Haz clic en una lámpara para encenderla.',
  'game.toy.howTouch': 'Toca una lámpara para encenderla.',
  'game.toy.howKeys': 'Sin teclas.',
  'toy.lamp': 'lámpara {n, number}, {on, select, yes {encendida} other {apagada}}',
};

function ToyBoard({ state }: BoardProps<{ lamps: boolean[] }>) {
  return h(
    'div',
    { 'data-board': 'toy' },
    state.board.lamps.map((on, x) => h('button', { 'data-x': x, 'data-y': 0, 'aria-label': t('toy.lamp' as MessageKey, { n: x + 1, on: on ? 'yes' : 'no' }) })),
  );
}

export const toyView: GameView = {
  Board: ToyBoard,
  Prefs: null,
  presetDetail: (params) => `${(params as { lamps: number }).lamps} lamps`,
  Help: () => h('p', null, t('game.toy.blurb' as MessageKey)),
  words: { en, es: () => Promise.resolve(es) },
};
