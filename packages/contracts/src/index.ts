export * from './errors.ts';
export * from './envelope.ts';
export * from './languages.ts';
export * from './whitelabel.ts';
export * from './system.ts';
export * from './backoffice.ts';
