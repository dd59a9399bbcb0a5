/**
 * Pages a player reaches from another (a player, their ratings, a replay, the rules): one
 * chunk, fetched the first time one of them is opened (shell/Lazy.tsx).
 */
export { PlayerPage } from './PlayerPage.tsx';
export { RatingsPage } from './ratings/RatingsPage.tsx';
export { ReplayPage } from './ReplayPage.tsx';
export { RulesPage } from './rules/RulesPage.tsx';
