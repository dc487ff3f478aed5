import type { TRegionRule, TResource } from '@platform/contracts';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DomainRow, MerchantRow, SystemRepository } from './system.repository.ts';

export interface MerchantSnapshot extends MerchantRow {
  regionRules: TRegionRule[];
  /** What every status call shows: read with the merchant, so the hot status path asks no database. */
  domains: DomainRow[];
  resources: TResource[];
  customerService: { csType: string; url: string }[];
}

const TTL_MS = 5_000;
export const MERCHANT_CHANGED_CHANNEL = 'system:merchant-changed';

/**
 * Every request needs its merchant's config, flags and site state, so they are held in memory for
 * a few seconds. A change made through this node is seen at once; other nodes hear of it over the
 * store's pub/sub (Redis when configured) and drop their copy.
 */
export function createMerchantCache(repository: SystemRepository, store: KeyValueStore, clock: Clock) {
  const snapshots = new Map<string, { snapshot: MerchantSnapshot; loadedAtMs: number }>();
  const domains = new Map<string, { code: string | undefined; loadedAtMs: number }>();
  let defaultCode: string | undefined;

  const fresh = (loadedAtMs: number) => clock.nowMs() - loadedAtMs < TTL_MS;

  return {
    async get(code: string): Promise<MerchantSnapshot | undefined> {
      const hit = snapshots.get(code);
      if (hit && fresh(hit.loadedAtMs)) return hit.snapshot;
      const merchant = await repository.findMerchant(code);
      if (!merchant) return undefined;
      const [regionRules, domains, resources, customerService] = await Promise.all([
        repository.listRegionRules(code),
        repository.listDomains(code),
        repository.listResources(code),
        repository.listCustomerService(code),
      ]);
      const snapshot = { ...merchant, regionRules, domains, resources, customerService };
      snapshots.set(code, { snapshot, loadedAtMs: clock.nowMs() });
      return snapshot;
    },
    async codeForDomain(domain: string): Promise<string | undefined> {
      const hit = domains.get(domain);
      if (hit && fresh(hit.loadedAtMs)) return hit.code;
      const code = await repository.findMerchantCodeByDomain(domain);
      if (domains.size > 10_000) domains.clear();
      domains.set(domain, { code, loadedAtMs: clock.nowMs() });
      return code;
    },
    async defaultMerchantCode(): Promise<string | undefined> {
      defaultCode ??= await repository.findDefaultMerchantCode();
      return defaultCode;
    },
    invalidateLocal(code: string) {
      snapshots.delete(code);
      defaultCode = undefined;
    },
    async invalidate(code: string) {
      snapshots.delete(code);
      await store.publish(MERCHANT_CHANGED_CHANNEL, code);
    },
    async listen() {
      return store.subscribe(MERCHANT_CHANGED_CHANNEL, (code) => snapshots.delete(code));
    },
  };
}

export type MerchantCache = ReturnType<typeof createMerchantCache>;
