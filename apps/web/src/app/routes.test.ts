import { describe, expect, it } from 'vitest';
import { matchRoute, paths } from './routes.ts';

describe('routes', () => {
  it.each([
    ['/', { page: 'home' }],
    ['/play/fifteen.v1.3.abc', { page: 'play', puzzleId: 'fifteen.v1.3.abc' }],
    ['/daily/walls', { page: 'daily', game: 'walls' }],
    ['/leaderboard/daily/same', { page: 'dailyLeaderboard', game: 'same' }],
    ['/leaderboard/pipes.v1.5x4.x?x=1', { page: 'leaderboard', puzzleId: 'pipes.v1.5x4.x' }],
    ['/replay/r1', { page: 'replay', runId: 'r1' }],
    ['/player/p%201', { page: 'player', playerId: 'p 1' }],
    ['/journey/walls', { page: 'journey', game: 'walls' }],
    ['/race/abc234', { page: 'race', code: 'abc234' }],
    ['/account', { page: 'account' }],
    ['/account/x', { page: 'notFound', path: '/account/x' }],
    ['/sign-up', { page: 'signUp' }],
    ['/sign-in', { page: 'signIn' }],
    ['/sign-up/x', { page: 'notFound', path: '/sign-up/x' }],
    ['/race', { page: 'notFound', path: '/race' }],
    ['/sign-in/code?c=ABCD-EFGH', { page: 'signInCode' }],
    ['/sign-in/done', { page: 'signedIn' }],
    ['/sign-in/other', { page: 'notFound', path: '/sign-in/other' }],
    ['/daily/chess', { page: 'notFound', path: '/daily/chess' }],
    ['/play/%E0%A4%A', { page: 'notFound', path: '/play/%E0%A4%A' }],
  ])('%s is %j', (path, route) => {
    expect(matchRoute(path)).toEqual(route);
  });

  it('makes paths that match back to their pages', () => {
    expect(matchRoute(paths.play('same.d.a/b c'))).toEqual({ page: 'play', puzzleId: 'same.d.a/b c' });
    expect(matchRoute(paths.player('x?y'))).toEqual({ page: 'player', playerId: 'x?y' });
    expect(matchRoute(paths.race('ABC234'))).toEqual({ page: 'race', code: 'ABC234' });
    expect(matchRoute(paths.account())).toEqual({ page: 'account' });
    expect(matchRoute(paths.signUp())).toEqual({ page: 'signUp' });
    expect(matchRoute(paths.signIn())).toEqual({ page: 'signIn' });
  });
});
