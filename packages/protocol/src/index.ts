export * from './client-json.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './player-name.ts';
export * from './state.ts';
export * from './run-events.ts';
export * from './rest.ts';
export * from './race-events.ts';
