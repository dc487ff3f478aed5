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
  agentTree: (merchantCode: string, filter: object) =>
    ['bo', 'agents', merchantCode, 'tree', filter] as const,
  agent: (merchantCode: string, id: string) => ['bo', 'agents', merchantCode, 'detail', id] as const,
  agentContracts: (merchantCode: string) => ['bo', 'agent-contracts', merchantCode] as const,
  contractTemplates: (merchantCode: string, kind: string) =>
    ['bo', 'agent-contracts', merchantCode, 'templates', kind] as const,
  agentContractPage: (merchantCode: string, filter: object) =>
    ['bo', 'agent-contracts', merchantCode, 'contracts', filter] as const,
  settlementRunPage: (merchantCode: string, filter: object) =>
    ['bo', 'agent-contracts', merchantCode, 'runs', filter] as const,
  settlementPage: (merchantCode: string, filter: object) =>
    ['bo', 'agent-contracts', merchantCode, 'settlements', filter] as const,
  settlement: (merchantCode: string, id: string) =>
    ['bo', 'agent-contracts', merchantCode, 'settlement', id] as const,
  outbox: (filter: object) => ['bo', 'outbox', filter] as const,
  registerRules: (merchantCode: string) => ['bo', 'register-rules', merchantCode] as const,
  socialProviders: (merchantCode: string) => ['bo', 'social-providers', merchantCode] as const,
  depositChannels: (merchantCode: string) => ['bo', 'deposit-channels', merchantCode] as const,
  deposits: (merchantCode: string) => ['bo', 'deposits', merchantCode] as const,
  depositPage: (merchantCode: string, filter: object) =>
    ['bo', 'deposits', merchantCode, 'page', filter] as const,
  depositProof: (merchantCode: string, id: string) => ['bo', 'deposits', merchantCode, 'proof', id] as const,
  withdrawals: (merchantCode: string) => ['bo', 'withdrawals', merchantCode] as const,
  withdrawalPage: (merchantCode: string, filter: object) =>
    ['bo', 'withdrawals', merchantCode, 'page', filter] as const,
  withdrawalProof: (merchantCode: string, id: string, index: number) =>
    ['bo', 'withdrawal-proofs', merchantCode, id, index] as const,
  cashierSettings: (merchantCode: string) => ['bo', 'cashier-settings', merchantCode] as const,
  memberLedger: (merchantCode: string, memberId: string) =>
    ['bo', 'member-ledger', merchantCode, memberId] as const,
  pendingAdjustments: (merchantCode: string) => ['pending-adjustments', merchantCode] as const,
  memberLedgerPage: (merchantCode: string, memberId: string, filter: object) =>
    ['bo', 'member-ledger', merchantCode, memberId, filter] as const,
  reconciliations: ['bo', 'reconciliations'] as const,
  systemAccounts: ['bo', 'system-accounts'] as const,
  vendors: ['bo', 'vendors'] as const,
};
