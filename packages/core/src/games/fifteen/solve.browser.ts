// The browser's `solve.ts` (see ../solved-on-the-server.ts): the same bounds, no search code.
export * from './solve-limits.ts';
export { solvedOnTheServer as solve } from '../solved-on-the-server.ts';
