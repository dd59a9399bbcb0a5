import { GAMES, type GameName } from '@gridrace/core';

/** The app's pages and what their URL carries (history API; the server answers index.html). */
export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'play'; readonly puzzleId: string }
  | { readonly page: 'daily'; readonly game: GameName }
  | { readonly page: 'leaderboard'; readonly puzzleId: string }
  | { readonly page: 'dailyLeaderboard'; readonly game: GameName }
  | { readonly page: 'replay'; readonly runId: string }
  | { readonly page: 'player'; readonly playerId: string }
  | { readonly page: 'race'; readonly code: string }
  | { readonly page: 'ratings'; readonly game: GameName }
  | { readonly page: 'journey'; readonly game: GameName }
  | { readonly page: 'signInCode' }
  | { readonly page: 'signedIn' }
  | { readonly page: 'account' }
  | { readonly page: 'signUp' }
  | { readonly page: 'signIn' }
  | { readonly page: 'rules' }
  | { readonly page: 'moderation' }
  | { readonly page: 'moderationLog'; readonly subjectKind: string | null; readonly subjectId: string | null }
  | { readonly page: 'notFound'; readonly path: string };

const isGame = (text: string | undefined): text is GameName => GAMES.includes(text as GameName);

function decode(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The route of a path (query and hash ignored); an unknown path is the not-found page. */
export function matchRoute(path: string): Route {
  const clean = path.split(/[?#]/)[0] ?? '/';
  const parts = clean.split('/').filter(Boolean);
  const [head, a, b] = parts;
  const one = decode(a);
  if (parts.length === 0) return { page: 'home' };
  if (head === 'play' && parts.length === 2 && one) return { page: 'play', puzzleId: one };
  if (head === 'daily' && parts.length === 2 && isGame(a)) return { page: 'daily', game: a };
  if (head === 'leaderboard' && parts.length === 3 && a === 'daily' && isGame(b)) return { page: 'dailyLeaderboard', game: b };
  if (head === 'leaderboard' && parts.length === 2 && one) return { page: 'leaderboard', puzzleId: one };
  if (head === 'journey' && parts.length === 2 && isGame(a)) return { page: 'journey', game: a };
  if (head === 'account' && parts.length === 1) return { page: 'account' };
  if (head === 'sign-up' && parts.length === 1) return { page: 'signUp' };
  if (head === 'sign-in' && parts.length === 1) return { page: 'signIn' };
  if (head === 'rules' && parts.length === 1) return { page: 'rules' };
  if (head === 'moderation' && parts.length === 1) return { page: 'moderation' };
  if (head === 'moderation' && parts.length === 2 && a === 'log') return { page: 'moderationLog', subjectKind: null, subjectId: null };
  if (head === 'moderation' && parts.length === 4 && a === 'log' && decode(b) && decode(parts[3]))
    return { page: 'moderationLog', subjectKind: decode(b), subjectId: decode(parts[3]) };
  if (head === 'replay' && parts.length === 2 && one) return { page: 'replay', runId: one };
  if (head === 'player' && parts.length === 2 && one) return { page: 'player', playerId: one };
  if (head === 'ratings' && parts.length === 2 && isGame(a)) return { page: 'ratings', game: a };
  if (head === 'sign-in' && parts.length === 2 && a === 'code') return { page: 'signInCode' };
  if (head === 'sign-in' && parts.length === 2 && a === 'done') return { page: 'signedIn' };
  // Any code reaches the race page, which says clearly when it names no race.
  if (head === 'race' && parts.length === 2 && one) return { page: 'race', code: one };
  return { page: 'notFound', path: clean };
}

const enc = encodeURIComponent;

/** Paths of the pages, so that links are made in one place. */
export const paths = {
  home: () => '/',
  play: (puzzleId: string) => `/play/${enc(puzzleId)}`,
  daily: (game: GameName) => `/daily/${game}`,
  leaderboard: (puzzleId: string) => `/leaderboard/${enc(puzzleId)}`,
  dailyLeaderboard: (game: GameName) => `/leaderboard/daily/${game}`,
  replay: (runId: string) => `/replay/${enc(runId)}`,
  player: (playerId: string) => `/player/${enc(playerId)}`,
  race: (code: string) => `/race/${enc(code)}`,
  ratings: (game: GameName) => `/ratings/${game}`,
  journey: (game: GameName) => `/journey/${game}`,
  signInCode: () => '/sign-in/code',
  signedIn: () => '/sign-in/done',
  account: () => '/account',
  signUp: () => '/sign-up',
  signIn: () => '/sign-in',
  rules: (section?: string) => (section ? `/rules#${section}` : '/rules'),
  moderation: () => '/moderation',
  /** The audit log, or one subject's (`run`, `player`, `report`) part of it. */
  moderationLog: (subjectKind?: string, subjectId?: string) => (subjectKind && subjectId ? `/moderation/log/${enc(subjectKind)}/${enc(subjectId)}` : '/moderation/log'),
};
