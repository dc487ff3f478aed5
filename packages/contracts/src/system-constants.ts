// Public system paths the player site calls (zod-free: exported from the client entry). The schemas
// are in system.ts.

export const SYSTEM_PATHS = {
  /** GET: the merchant's main and mirror domains, for the mirror-site list page (spec §1). */
  mirrors: '/api/wps/system/mirrors',
} as const;

/** The domain kinds a visitor may be sent to; AGENT domains are for agents' own links and not listed. */
export const MIRROR_DOMAIN_KINDS = ['MAIN', 'MIRROR'] as const;
export type MirrorDomainKind = (typeof MIRROR_DOMAIN_KINDS)[number];
