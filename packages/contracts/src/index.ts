// First: how schemas are built in a browser must be set before any schema is (see jitless.ts).
import './jitless.ts';
export * from './errors.ts';
export * from './envelope.ts';
export * from './languages.ts';
export * from './whitelabel.ts';
export * from './system.ts';
export * from './backoffice.ts';
export * from './identity.ts';
export * from './social.ts';
export * from './field-rules.ts';
export * from './field-rule-messages.ts';
export * from './ledger.ts';
export * from './seamless.ts';
export * from './members.ts';
export * from './cashier.ts';
export * from './deposits.ts';
export * from './games.ts';
