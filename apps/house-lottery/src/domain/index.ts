export * from './markets.ts';
export * from './bet-types.ts';
export * from './odds.ts';
export * from './fairness.ts';
export * from './schedule.ts';
