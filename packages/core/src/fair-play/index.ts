export * from './human-pace.ts';
export * from './intervals.ts';
export * from './plausibility.ts';
export * from './moves-key.ts';
