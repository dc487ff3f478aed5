import type { LanguageCode, SocialProvider } from '@platform/contracts';

/** Who is asking, as a login or register use case needs it (from the HTTP request). */
export interface ClientContext {
  ip: string;
  userAgent: string;
  /** The site's own device id (header X-Device-Id), when the client sends a well-formed one. */
  deviceId: string | null;
  language: LanguageCode;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The X-Device-Id header's value when it has the shape the site gives it, else null. */
export function deviceIdOf(header: unknown): string | null {
  return typeof header === 'string' && DEVICE_ID.test(header) ? header : null;
}

/** A provider identity to bind to the member who proves the account's password (social LINK). */
export interface PendingSocialLink {
  provider: SocialProvider;
  issuer: string;
  subject: string;
  email: string | null;
}
