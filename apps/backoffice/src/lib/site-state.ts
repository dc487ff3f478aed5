export type MerchantState = 'maintenance' | 'regionRules' | 'normal';

/** What an operator sees at a glance for a merchant: maintenance wins over active region rules. */
export function summarizeState(
  settings: {
    maintenance: { enabled: boolean; until: string | null };
    regionRules: { kind: string }[];
  },
  now = new Date(),
): MerchantState {
  const { enabled, until } = settings.maintenance;
  if (enabled && (until === null || new Date(until) > now)) return 'maintenance';
  if (settings.regionRules.some((r) => r.kind !== 'ALLOW_IP')) return 'regionRules';
  return 'normal';
}
