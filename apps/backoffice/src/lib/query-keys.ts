/** Query keys shared by features that read the same server state. */
export const queryKeys = {
  me: ['bo', 'me'] as const,
  merchants: ['bo', 'merchants'] as const,
  settings: (merchantCode: string) => ['bo', 'settings', merchantCode] as const,
  operators: ['bo', 'operators'] as const,
  audit: (filter: object) => ['bo', 'audit', filter] as const,
  members: (merchantCode: string) => ['bo', 'members', merchantCode] as const,
  memberPage: (merchantCode: string, filter: object) =>
    ['bo', 'members', merchantCode, 'page', filter] as const,
  member: (merchantCode: string, id: string) => ['bo', 'members', merchantCode, 'detail', id] as const,
  outbox: (filter: object) => ['bo', 'outbox', filter] as const,
  registerRules: (merchantCode: string) => ['bo', 'register-rules', merchantCode] as const,
  socialProviders: (merchantCode: string) => ['bo', 'social-providers', merchantCode] as const,
  depositChannels: (merchantCode: string) => ['bo', 'deposit-channels', merchantCode] as const,
  deposits: (merchantCode: string) => ['bo', 'deposits', merchantCode] as const,
  depositPage: (merchantCode: string, filter: object) =>
    ['bo', 'deposits', merchantCode, 'page', filter] as const,
  depositProof: (merchantCode: string, id: string) => ['bo', 'deposits', merchantCode, 'proof', id] as const,
};
