import type { LanguageCode, SocialProvider } from '@platform/contracts';

/** Who is asking, as a login or register use case needs it (from the HTTP request). */
export interface ClientContext {
  ip: string;
  userAgent: string;
  language: LanguageCode;
}

/** A provider identity to bind to the member who proves the account's password (social LINK). */
export interface PendingSocialLink {
  provider: SocialProvider;
  issuer: string;
  subject: string;
  email: string | null;
}
