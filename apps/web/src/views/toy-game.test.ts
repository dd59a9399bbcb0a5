import type * as Core from '@gridrace/core';
import type * as Registry from './registry.ts';
import { h, type VNode } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { hasMessage, setLocale, t, type MessageKey } from '../i18n/messages.ts';
import { BOARD_VIEWS, GAME_HELP, GAME_INFO, GAME_PREFS, GAME_VIEWS, HOW_TO, PRESET_DETAIL } from './index.ts';
import type { BoardProps, GameView } from './types.ts';

// A fifth game as a new one comes: core's one list takes its rules, and the views' registry its
// view, words included (each the test's stand-in for one registry line); every table is read off them.
vi.mock('@gridrace/core', async (importOriginal) => {
  const core = await importOriginal<typeof Core>();
  const { toy } = await import('@gridrace/core/testing');
  const RULES_BY_GAME = { ...core.RULES_BY_GAME, toy };
  return { ...core, RULES_BY_GAME, RULES: RULES_BY_GAME, GAMES: Object.keys(RULES_BY_GAME) };
});
vi.mock('./registry.ts', async (importOriginal) => {
  const registry = await importOriginal<typeof Registry>();
  const { toyView } = await import('./toy-view.fixture.ts');
  return { ...registry, GAME_VIEWS: { ...registry.GAME_VIEWS, ...registry.registered({ toy: toyView }) } };
});

const toy = 'toy' as keyof typeof GAME_VIEWS;
const lampKey = 'toy.lamp' as MessageKey;

describe('a game registered in the views’ registry', () => {
  it('has its board, help and preferences in every table', () => {
    const view: GameView = GAME_VIEWS[toy];
    expect(BOARD_VIEWS[toy]).toBe(view.Board);
    expect(GAME_HELP[toy]).toBe(view.Help);
    expect(GAME_PREFS[toy]).toBeNull();
    expect(PRESET_DETAIL[toy]({ lamps: 3 })).toBe('3 lamps');
  });

  it('renders its board by the views’ DOM contract', () => {
    const props = { puzzle: { board: { lamps: [true, false] } }, state: { board: { lamps: [true, false] } } } as unknown as BoardProps;
    const board = (BOARD_VIEWS[toy] as (props: BoardProps) => VNode<Record<string, unknown>>)(props);
    expect(board.props['data-board']).toBe('toy');
    const cells = board.props.children as VNode<Record<string, unknown>>[];
    expect(cells.map((cell) => [cell.props['data-x'], cell.props['data-y'], cell.props['aria-label']])).toEqual([
      [0, 0, 'lamp 1, on'],
      [1, 0, 'lamp 2, off'],
    ]);
    expect(h(BOARD_VIEWS[toy], props).type).toBe(BOARD_VIEWS[toy]);
  });

  it('has its words in the catalogs, in English and Spanish', async () => {
    expect(hasMessage(lampKey)).toBe(true);
    expect([GAME_INFO[toy].title, HOW_TO[toy].mouse]).toEqual(['Toy', 'Click a lamp to turn it on.']);
    await setLocale('es');
    expect([GAME_INFO[toy].title, HOW_TO[toy].mouse, t(lampKey, { n: 2, on: 'no' })]).toEqual(['Juguete', 'Haz clic en una lámpara para encenderla.', 'lámpara 2, apagada']);
    await setLocale('en');
  });
});
