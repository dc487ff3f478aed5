/**
 * White-label module tree (spec §3 "Whitelabel module tree", §6 flags). A module is on when its
 * `enabled` is 1 and every ancestor is on. Leaves are what the site and server check.
 */
export interface WhitelabelNode {
  modId: WhitelabelModuleId;
  enabled: 0 | 1;
  childrenNodes: WhitelabelNode[];
}

export const WHITELABEL_TREE = {
  REGISTER: ['MOBILE_REGISTER', 'SMS_REGISTER_VERIFY', 'MOBILE_REGISTER_PASSWORD', 'FIREBASE_SMS'],
  LOGIN: ['SMS_LOGIN', 'FREE_PLAY', 'GOOGLE_LOGIN', 'FACEBOOK_LOGIN', 'BOT_CHECK'],
  SECURITY: ['PASSWORD_EXPIRY', 'PHONE_RESET', 'NEW_IP_VERIFICATION'],
  PROMOTION: ['VIP', 'REFERRAL', 'POINT_MALL', 'MISSION', 'RED_ENVELOPE'],
  AGENT: ['CONTRACT', 'SALARY', 'HOUR_SALARY', 'REALTIME_SALARY'],
  SUPPORT: ['CHAT_ROOM', 'FEEDBACK', 'APP_DOWNLOAD'],
} as const;

export type WhitelabelGroupId = keyof typeof WHITELABEL_TREE;
export type WhitelabelLeafId = (typeof WHITELABEL_TREE)[WhitelabelGroupId][number];
export type WhitelabelModuleId = WhitelabelGroupId | WhitelabelLeafId;

export const WHITELABEL_MODULE_IDS: WhitelabelModuleId[] = Object.entries(WHITELABEL_TREE).flatMap(
  ([group, leaves]) => [group as WhitelabelGroupId, ...leaves],
);

export type WhitelabelFlags = Partial<Record<WhitelabelModuleId, boolean>>;

/** Modules that need outside set-up (a provider account) start off; every other module starts on. */
export const WHITELABEL_DEFAULT_OFF: readonly WhitelabelModuleId[] = [
  'FIREBASE_SMS',
  'GOOGLE_LOGIN',
  'FACEBOOK_LOGIN',
];

const isOn = (flags: WhitelabelFlags, modId: WhitelabelModuleId) =>
  flags[modId] ?? !WHITELABEL_DEFAULT_OFF.includes(modId);

/** Builds the tree a client reads from a flat map of stored flags (absent means the module's default). */
export function buildWhitelabelTree(flags: WhitelabelFlags): WhitelabelNode[] {
  return Object.entries(WHITELABEL_TREE).map(([group, leaves]) => ({
    modId: group as WhitelabelGroupId,
    enabled: isOn(flags, group as WhitelabelGroupId) ? 1 : 0,
    childrenNodes: leaves.map((leaf) => ({
      modId: leaf,
      enabled: isOn(flags, leaf) ? 1 : 0,
      childrenNodes: [],
    })),
  }));
}

/** True when the module and all its ancestors are enabled in the tree. */
export function isModuleEnabled(tree: readonly WhitelabelNode[], modId: WhitelabelModuleId): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === 1;
    const child = node.childrenNodes.find((c) => c.modId === modId);
    if (child) return node.enabled === 1 && child.enabled === 1;
  }
  return false;
}
