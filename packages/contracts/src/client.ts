/**
 * `@platform/contracts/client`: the contracts' zod-free modules, for the player site. The main entry
 * builds every zod schema when it is imported, which would put all of zod in the site's first load
 * (issue 16); the site only needs these constants and pure checks, and types it imports with
 * `import type` from the main entry. Nothing reachable from here may import zod
 * (client-entry.test.ts fails if something does).
 */
export * from './errors.ts';
export * from './languages.ts';
export * from './whitelabel.ts';
export * from './game-constants.ts';
export * from './identity-constants.ts';
export * from './social-constants.ts';
export * from './field-rule-checks.ts';
export * from './field-rule-messages.ts';
export * from './ledger-constants.ts';
export * from './agent-constants.ts';
export * from './agent-contract-constants.ts';
export * from './content-constants.ts';
export * from './support-constants.ts';
export * from './system-constants.ts';
export * from './reports-constants.ts';
export * from './member-account-constants.ts';
export * from './bonuses-constants.ts';
export * from './promotions-constants.ts';
export * from './missions-constants.ts';
export * from './referral-constants.ts';
export * from './vip-constants.ts';
export * from './rebates-constants.ts';
export * from './points-constants.ts';
export * from './lottery-constants.ts';
export * from './boot-data.ts';
