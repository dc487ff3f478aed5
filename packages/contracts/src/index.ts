// First: how schemas are built in a browser must be set before any schema is (see jitless.ts).
import './jitless.ts';
// The zod-free modules, which the player site reaches through client.ts instead.
export * from './client.ts';
export * from './errors.ts';
export * from './envelope.ts';
export * from './system.ts';
export * from './backoffice.ts';
export * from './identity.ts';
export * from './social.ts';
export * from './field-rules.ts';
export * from './ledger.ts';
export * from './seamless.ts';
export * from './members.ts';
export * from './cashier.ts';
export * from './deposits.ts';
export * from './games.ts';
export * from './agents.ts';
export * from './agent-contracts.ts';
export * from './content.ts';
export * from './support.ts';
export * from './reports.ts';
export * from './member-account.ts';
export * from './vip.ts';
export * from './rebates.ts';
export * from './missions.ts';
export * from './referral.ts';
