// The social login providers as plain constants, apart from the zod schemas in social.ts (see client.ts).

export const SOCIAL_PROVIDERS = ['GOOGLE', 'FACEBOOK'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** How each provider is named in texts (error messages, buttons). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
};

/** The white-label flag that switches each provider on (spec §6). */
export const SOCIAL_PROVIDER_FLAG = {
  GOOGLE: 'GOOGLE_LOGIN',
  FACEBOOK: 'FACEBOOK_LOGIN',
} as const satisfies Record<SocialProvider, string>;

/** The issuer each provider publishes its OpenID configuration at (the back office's default). */
export const SOCIAL_DEFAULT_ISSUERS: Record<SocialProvider, string> = {
  GOOGLE: 'https://accounts.google.com',
  FACEBOOK: 'https://www.facebook.com',
};
