import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../client/storage.ts';
import { tileSize } from '../pipes/layout.ts';
import { fitCell, heightBudget } from '../board/layout.ts';
import { edgesOf, loadZoomChoice, saveZoomChoice, scrollTo, TAP_MIN_CELL, ZOOM_CELL, zoomOf } from './zoom.ts';

/** A 390 px phone's board width once the page's padding is taken. */
const PHONE_WIDTH = 371;

describe('zoomOf', () => {
  it('offers bigger cells for the boards a phone shows too small for a finger, zoomed by default on touch', () => {
    const boards = {
      'same classic 25x40': fitCell({ cols: 25, rows: 40, width: PHONE_WIDTH, height: heightBudget(390, 844) }),
      'pipes large 20x15': tileSize(20, 15, PHONE_WIDTH, heightBudget(390, 844)),
      'walls complex 19x9': fitCell({ cols: 19, rows: 9, width: PHONE_WIDTH, height: heightBudget(390, 844), min: 14, max: 44 }),
    };
    for (const [name, fitted] of Object.entries(boards)) {
      expect(fitted, name).toBeLessThan(TAP_MIN_CELL);
      expect(zoomOf(fitted, true, null), name).toEqual({ cell: ZOOM_CELL, offered: true, zoomed: true });
    }
    expect(ZOOM_CELL).toBeGreaterThanOrEqual(TAP_MIN_CELL);
  });

  it('follows the choice of the player, and keeps a mouse on the whole board unless asked', () => {
    expect(zoomOf(14, true, false)).toEqual({ cell: 14, offered: true, zoomed: false });
    expect(zoomOf(14, false, null).zoomed).toBe(false);
    expect(zoomOf(14, false, true).cell).toBe(ZOOM_CELL);
  });

  it('offers nothing where the cells are big enough already', () => {
    expect(zoomOf(TAP_MIN_CELL, true, true)).toEqual({ cell: TAP_MIN_CELL, offered: false, zoomed: false });
    expect(zoomOf(tileSize(6, 4, PHONE_WIDTH, heightBudget(390, 844)), true, null).offered).toBe(false);
  });
});

describe('edgesOf', () => {
  const box = { scrollWidth: 700, scrollHeight: 300, clientWidth: 370, clientHeight: 300 };
  it('marks the sides that hide more of the board', () => {
    expect(edgesOf({ ...box, scrollLeft: 0, scrollTop: 0 })).toEqual({ left: false, right: true, top: false, bottom: false });
    expect(edgesOf({ ...box, scrollLeft: 100, scrollTop: 0 })).toEqual({ left: true, right: true, top: false, bottom: false });
    expect(edgesOf({ ...box, scrollLeft: 329.6, scrollTop: 0 })).toEqual({ left: true, right: false, top: false, bottom: false });
    expect(edgesOf({ ...box, scrollHeight: 500, scrollLeft: 0, scrollTop: 0 }).bottom).toBe(true);
  });
});

describe('scrollTo', () => {
  it('puts the anchor of the board in view', () => {
    const box = { scrollLeft: 0, scrollTop: 0, scrollWidth: 900, scrollHeight: 1440, clientWidth: 370, clientHeight: 600 };
    expect(scrollTo(box, { x: 0, y: 1 })).toEqual({ left: 0, top: 840 });
    expect(scrollTo(box, { x: 0.5, y: 0 })).toEqual({ left: 265, top: 0 });
    expect(scrollTo(box, { x: 2, y: -1 })).toEqual({ left: 530, top: 0 });
  });
});

describe('the remembered choice', () => {
  it('is kept per game, and anything unreadable counts as no choice', () => {
    const storage = memoryStorage();
    expect(loadZoomChoice(storage, 'pipes')).toBe(null);
    saveZoomChoice(storage, 'pipes', false);
    saveZoomChoice(storage, 'walls', true);
    expect([loadZoomChoice(storage, 'pipes'), loadZoomChoice(storage, 'walls'), loadZoomChoice(storage, 'same')]).toEqual([false, true, null]);
    storage.set('gridrace.zoom', '{"pipes":"yes"}');
    expect(loadZoomChoice(storage, 'pipes')).toBe(null);
    storage.set('gridrace.zoom', 'not json');
    expect(loadZoomChoice(storage, 'pipes')).toBe(null);
  });
});
