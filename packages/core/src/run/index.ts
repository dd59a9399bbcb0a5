export * from './run-request.ts';
export * from './run-state.ts';
export * from './replay-log.ts';
export * from './same-json.ts';
