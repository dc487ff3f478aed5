/**
 * The pure core of the in-house vendor: fairness, slot engine, table games, verification. No I/O,
 * no Node built-ins: the service and the browser (verifier page) run the same code.
 */
export * from './errors.ts';
export * from './fairness.ts';
export * from './money.ts';
export * from './slots/index.ts';
export * from './tables/index.ts';
export * from './rounds.ts';
export * from './verify.ts';
