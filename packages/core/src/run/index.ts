export * from './run-request.ts';
export * from './run-state.ts';
export * from './fold-log.ts';
export * from './replay-log.ts';
export * from './replay-moves.ts';
export * from './hint.ts';
export * from './outcome.ts';
export * from './verify-run.ts';
