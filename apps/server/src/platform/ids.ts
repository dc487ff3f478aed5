import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** An opaque bearer token: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored hashed: a database leak must not yield usable sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
