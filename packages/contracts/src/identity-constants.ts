// Plain constants of the identity contracts, apart from the zod schemas in identity.ts (see client.ts).

/** How a login from an unregistered IP may be verified (code VERIFICATION_REQUIRED). */
export const VERIFICATION_METHODS = ['SMS', 'EMAIL', 'BANK_NAME', 'TOTP'] as const;
