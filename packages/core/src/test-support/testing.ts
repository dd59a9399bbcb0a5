// Core's test helpers for other packages' tests (`@gridrace/core/testing`), never shipped code.
export * from '../run/test-support/requests.ts';
export { toy, TOY_NAME } from './toy-game.ts';
