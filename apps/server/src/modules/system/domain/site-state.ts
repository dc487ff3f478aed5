import { SYSTEM_STATE, type SystemState } from '@platform/contracts';
import { ipMatches } from './ip-rules.ts';

export type RegionRuleKind = 'BLOCK_IP' | 'BLOCK_COUNTRY' | 'ALLOW_IP';

export interface SiteStateInput {
  maintenance: { enabled: boolean; until: Date | null };
  rules: readonly { kind: RegionRuleKind; value: string }[];
  ip: string;
  countryCode: string | null;
  now: Date;
}

export interface SiteState {
  state: SystemState;
  maintenance: boolean;
  regionRestriction: boolean;
}

/**
 * The site's state for one visitor (spec §4 "System status"): maintenance wins over region
 * restriction. An ALLOW_IP rule exempts the visitor from both, so operators can check the site
 * from their office during maintenance. Maintenance with an `until` in the past has ended.
 */
export function evaluateSiteState(input: SiteStateInput): SiteState {
  const allowed = input.rules.some((r) => r.kind === 'ALLOW_IP' && ipMatches(input.ip, r.value));
  const maintenance =
    !allowed &&
    input.maintenance.enabled &&
    (input.maintenance.until === null || input.maintenance.until > input.now);
  const regionRestriction =
    !allowed &&
    input.rules.some(
      (r) =>
        (r.kind === 'BLOCK_IP' && ipMatches(input.ip, r.value)) ||
        (r.kind === 'BLOCK_COUNTRY' && input.countryCode !== null && r.value === input.countryCode),
    );
  const state = maintenance
    ? SYSTEM_STATE.MAINTENANCE
    : regionRestriction
      ? SYSTEM_STATE.REGION_RESTRICTED
      : SYSTEM_STATE.NORMAL;
  return { state, maintenance, regionRestriction };
}
