/** Query keys shared by features that read the same server state. */
export const queryKeys = {
  me: ['bo', 'me'] as const,
  merchants: ['bo', 'merchants'] as const,
  settings: (merchantCode: string) => ['bo', 'settings', merchantCode] as const,
  operators: ['bo', 'operators'] as const,
  audit: (filter: object) => ['bo', 'audit', filter] as const,
};
