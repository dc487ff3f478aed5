import { z } from 'zod';
import { GAME_CATEGORIES } from './game-constants.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { MIRROR_DOMAIN_KINDS } from './system-constants.ts';
import { WHITELABEL_MODULE_IDS, type WhitelabelModuleId } from './whitelabel.ts';

export const SYSTEM_STATE = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SystemState = (typeof SYSTEM_STATE)[keyof typeof SYSTEM_STATE];

export const ZLanguageCode = z.enum(LANGUAGE_CODES);
export type TLanguageCode = z.infer<typeof ZLanguageCode>;

export const ZWhitelabelNode: z.ZodType<{
  modId: WhitelabelModuleId;
  enabled: 0 | 1;
  childrenNodes: unknown[];
}> = z.object({
  modId: z.enum(WHITELABEL_MODULE_IDS as [WhitelabelModuleId, ...WhitelabelModuleId[]]),
  enabled: z.union([z.literal(0), z.literal(1)]),
  childrenNodes: z.array(z.lazy(() => ZWhitelabelNode)),
});
export type TWhitelabelNode = z.infer<typeof ZWhitelabelNode>;

export const ZCustomerServiceEntry = z.object({ csType: z.string(), path: z.string() });
export type TCustomerServiceEntry = z.infer<typeof ZCustomerServiceEntry>;
export const ZResource = z.object({ resourceType: z.string(), labelNameEn: z.string(), url: z.string() });
export type TResource = z.infer<typeof ZResource>;
export const ZDomainRoute = z.object({
  domain: z.string(),
  type: z.enum(['MAIN', 'MIRROR', 'AGENT']),
  merchantCode: z.string(),
});
export type TDomainRoute = z.infer<typeof ZDomainRoute>;

/** GET SYSTEM_PATHS.mirrors: where the site can be reached (spec §1 mirror-site list), main first. */
export const ZMirrorSites = z.object({
  list: z.array(z.object({ domain: z.string(), kind: z.enum(MIRROR_DOMAIN_KINDS) })),
});
export type TMirrorSites = z.infer<typeof ZMirrorSites>;

export const ZPrizeMode = z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']);
export type TPrizeMode = z.infer<typeof ZPrizeMode>;

export const ZSocialLinks = z.object({
  youtube: z.string().optional(),
  twitter: z.string().optional(),
  tiktok: z.string().optional(),
  facebook: z.string().optional(),
  instagram: z.string().optional(),
  whatsapp: z.string().optional(),
  line: z.string().optional(),
  telegram: z.string().optional(),
});
export type TSocialLinks = z.infer<typeof ZSocialLinks>;

/** Brand config (spec §3) plus the presentation settings a white-label brand owns. */
export const ZBrandConfig = z.object({
  platform: z.string().min(1).max(40),
  merchant: z.string().min(1).max(40),
  merchantCode: z.string().min(1).max(40),
  brandName: z.string().min(1).max(80),
  lotteryType: z.string().max(40),
  defaultLanguage: ZLanguageCode,
  supportedLanguages: z.array(ZLanguageCode).min(1),
  esportGameCodes: z.array(z.string().max(40)),
  cockfightGameCode: z.string().max(40),
  prizeModes: z.array(ZPrizeMode),
  currency: z.string().length(3),
  currencySymbol: z.string().max(8),
  timeZone: z.string(),
  social: ZSocialLinks,
  analyticsGtagId: z.string().max(40),
});
export type TBrandConfig = z.infer<typeof ZBrandConfig>;

/** What an operator may change in the brand config (the merchant code and currency are fixed at creation). */
export const ZBrandConfigUpdate = ZBrandConfig.omit({
  merchant: true,
  merchantCode: true,
  currency: true,
}).partial();
export type TBrandConfigUpdate = z.infer<typeof ZBrandConfigUpdate>;

/** GET /api/wps/system/status: the permission/status response of spec §3 with the visitor's IP. */
export const ZSystemStatus = z.object({
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  ip: z.string(),
  location: z.object({ countryCode: z.string().nullable() }),
  maintenanceInfo: z.object({ message: z.string(), until: z.string().nullable() }).nullable(),
  customerService: z.array(ZCustomerServiceEntry),
  domainRoute: z.array(ZDomainRoute),
  resources: z.array(ZResource),
  whitelabel: z.array(ZWhitelabelNode),
  register: z.object({ mobile: z.boolean(), smsVerification: z.boolean(), mobilePassword: z.boolean() }),
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  merchantCode: z.string(),
  serverTime: z.string(),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

export const ZPublicKey = z.object({ keyId: z.string(), publicKey: z.string() });
export type TPublicKey = z.infer<typeof ZPublicKey>;

export const ZCountry = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string(),
  name: z.string(),
});
export type TCountry = z.infer<typeof ZCountry>;

/** The body of a request to a route marked E (API.md "Encrypted payloads"). */
export const ZEncryptedBody = z.object({
  keyId: z.string().min(1).max(100),
  key: z.string().min(1).max(2048),
  iv: z.string().min(1).max(64),
  data: z.string().min(1),
});
export type TEncryptedBody = z.infer<typeof ZEncryptedBody>;

/** Fields every decrypted E payload carries against replay. */
export const ZReplayGuard = z.object({ ts: z.number().int(), nonce: z.string().min(8).max(128) });
export type TReplayGuard = z.input<typeof ZReplayGuard>;

export const ZVendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  iconUrl: z.string(),
  maintenance: z.boolean(),
});
export type TVendorCard = z.infer<typeof ZVendorCard>;
export const ZGameVendorLane = z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  title: z.string(),
  cards: z.array(ZVendorCard),
});
export const ZGameVendorResponse = z.object({ data: z.object({ lanes: z.array(ZGameVendorLane) }) });
export type TGameVendorResponse = z.infer<typeof ZGameVendorResponse>;
export type TGameVendorLane = z.infer<typeof ZGameVendorLane>;
