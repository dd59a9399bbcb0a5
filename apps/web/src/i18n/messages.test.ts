import { expectOk, rulesOf, seededPuzzle } from '@gridrace/core';
import { afterEach, describe, expect, it } from 'vitest';
import { paramsLabel } from '../pages/games.ts';
import { goalWords, scoreWords, wordsOf } from './game-words.ts';
import { formatSpeed, formatTime } from './format.ts';
import { errorText, failureText, setLocale, t } from './messages.ts';

afterEach(() => setLocale('en'));

describe('messages', async () => {
  it('say plurals as each language does', async () => {
    expect(t('count.moves', { moves: 1 })).toBe('1 move');
    expect(t('count.moves', { moves: 3 })).toBe('3 moves');
    await setLocale('es');
    expect(t('count.moves', { moves: 1 })).toBe('1 movimiento');
    expect(t('count.moves', { moves: 3 })).toBe('3 movimientos');
    expect(t('count.moves', { moves: 1234 })).toBe('1234 movimientos');
    expect(t('count.moves', { moves: 12345 })).toBe('12.345 movimientos');
  });

  it('translate a server refusal from its code, a code unknown to them as a generic failure', async () => {
    expect(errorText('race_full')).toBe('This race already has all the racers it can take.');
    await setLocale('es');
    expect(errorText('race_full')).toBe('Esta carrera ya tiene todos los corredores que admite.');
    expect(errorText('rate_limited')).toMatch(/^Demasiadas peticiones/);
    expect(errorText('a_code_from_a_newer_server')).toBe('Algo ha salido mal. Inténtalo de nuevo.');
    // Whatever English the refusal carries, only its code is read.
    expect(failureText({ code: 'not_host', message: 'Only the host can do that.' })).toBe('Solo el anfitrión puede hacer eso.');
    expect(failureText(new TypeError('Failed to fetch'))).toBe('Algo ha salido mal. Inténtalo de nuevo.');
  });

  it('give each game its own result words, score and goal', async () => {
    await setLocale('es');
    const same = rulesOf('same');
    expect(wordsOf(same).solvedHeadline).toBe('¡Tablero vacío!');
    expect(scoreWords(same, 1)).toBe('1 punto');
    expect(scoreWords(same, 1016)).toBe('1016 puntos');
    expect(goalWords(rulesOf('walls'), { kind: 'score', atLeast: 30 })).toBe('Alcanza camino de 30');
    expect(wordsOf(rulesOf('fifteen')).score).toBeNull();
    expect(wordsOf(rulesOf('walls')).submit?.action).toBe('Entregar disposición');
  });

  it("write speeds with the language's decimal mark", async () => {
    expect([0.5, 1, 2].map(formatSpeed)).toEqual(['0.5×', '1×', '2×']);
    await setLocale('es');
    expect([0.5, 1, 2].map(formatSpeed)).toEqual(['0,5×', '1×', '2×']);
  });

  it('format times, and the params of a puzzle, per language', async () => {
    expect(formatTime(65_300)).toBe('1:05.3');
    await setLocale('es');
    expect(formatTime(65_300)).toBe('1:05,3');
    const heart = expectOk(seededPuzzle('same', { cols: 8, rows: 8, colors: 3, generator: 'soluble', shape: 'heart' }, 'words')).id;
    expect(paramsLabel(heart)).toBe('8×8, 3 colores, corazón');
    expect(paramsLabel(expectOk(seededPuzzle('same', { cols: 15, rows: 10, colors: 3, shift: false }, 'words')).id)).toBe('15×10, 3 colores, sin desplazar');
    await setLocale('en');
    expect(paramsLabel(heart)).toBe('8×8, 3 colours, heart');
  });
});
