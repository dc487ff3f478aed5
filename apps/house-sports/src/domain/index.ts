export * from './odds.ts';
export * from './outcome.ts';
export * from './markets.ts';
export * from './bets.ts';
export * from './cashout.ts';
export * from './price-band.ts';
