import { createHmac } from 'node:crypto';
import {
  buildWhitelabelTree,
  isModuleEnabled,
  ZBrandConfig,
  type LanguageCode,
  type TBrandConfig,
  type TBrandConfigUpdate,
  type TMaintenanceUpdate,
  type TMirrorSites,
  type TPublicKey,
  type TRegionRule,
  type TRegionRuleCreate,
  type TSystemStatus,
  type WhitelabelFlags,
} from '@platform/contracts';
import type { Clock } from '../../platform/clock.ts';
import { generateRsaKeyPair } from '../../platform/crypto/hybrid-encryption.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { countryList, isKnownCountry } from './countries.ts';
import { encryptCustomerServicePath } from './customer-service-path.ts';
import { canonicalIpOrCidr, isIpOrCidr } from './domain/ip-rules.ts';
import { evaluateSiteState, type SiteState } from './domain/site-state.ts';
import type { MerchantCache, MerchantSnapshot } from './merchant-cache.ts';
import type { SystemRepository } from './system.repository.ts';

export interface Visitor {
  ip: string;
  countryCode: string | null;
}

export function createSystemService(deps: {
  db: Database;
  repository: SystemRepository;
  merchants: MerchantCache;
  operators: OperatorsService;
  clock: Clock;
}) {
  const { db, repository, merchants, operators, clock } = deps;
  const privateKeys = new Map<string, string>();

  async function merchantOrThrow(code: string): Promise<MerchantSnapshot> {
    const merchant = await merchants.get(code);
    if (!merchant) throw new AppError('MERCHANT_UNKNOWN');
    return merchant;
  }

  function siteState(merchant: MerchantSnapshot, visitor: Visitor): SiteState {
    return evaluateSiteState({
      maintenance: merchant.maintenance,
      rules: merchant.regionRules,
      ip: visitor.ip,
      countryCode: visitor.countryCode,
      now: clock.now(),
    });
  }

  /** Runs an operator's change of one merchant in a transaction with its audit entry, then drops cached copies. */
  async function changeMerchant<T>(
    actor: AuditActor,
    code: string,
    action: string,
    change: (
      tx: Parameters<Parameters<Database['transaction']>[0]>[0],
      current: Omit<MerchantSnapshot, 'domains' | 'resources' | 'customerService'>,
    ) => Promise<{ before: unknown; after: unknown; result: T; target?: string }>,
  ): Promise<T> {
    operators.assertMerchant(actor.operator, code);
    const result = await db.transaction(async (tx) => {
      const row = await repository.lockMerchant(tx, code);
      if (!row) throw new AppError('MERCHANT_UNKNOWN');
      const current = { ...row, regionRules: await repository.listRegionRules(code, tx) };
      const outcome = await change(tx, current);
      await operators.audit(tx, actor, {
        merchantCode: code,
        action,
        target: outcome.target ?? `merchant:${code}`,
        before: outcome.before,
        after: outcome.after,
      });
      return outcome.result;
    });
    await merchants.invalidate(code);
    return result;
  }

  return {
    merchantOrThrow,
    siteState,

    async resolveMerchantCode(headerCode: string | undefined, host: string | undefined): Promise<string> {
      if (headerCode) {
        const code = headerCode.trim().toUpperCase();
        if (!(await merchants.get(code))) throw new AppError('MERCHANT_UNKNOWN');
        return code;
      }
      const domain = host?.split(':')[0]?.toLowerCase();
      const byDomain = domain ? await merchants.codeForDomain(domain) : undefined;
      if (byDomain) return byDomain;
      const fallback = await merchants.defaultMerchantCode();
      if (!fallback) throw new AppError('MERCHANT_UNKNOWN');
      return fallback;
    },

    async status(merchant: MerchantSnapshot, visitor: Visitor): Promise<TSystemStatus> {
      const state = siteState(merchant, visitor);
      const tree = buildWhitelabelTree(merchant.whitelabelFlags);
      const { domains, resources, customerService } = merchant;
      const mainDomain = domains.find((d) => d.kind === 'MAIN')?.domain ?? '';
      return {
        ...state,
        ip: visitor.ip,
        location: { countryCode: visitor.countryCode },
        maintenanceInfo: state.maintenance
          ? {
              message: merchant.maintenance.message,
              until: merchant.maintenance.until?.toISOString() ?? null,
            }
          : null,
        customerService: customerService.map((c) => ({
          csType: c.csType,
          path: encryptCustomerServicePath(c.url),
        })),
        domainRoute: domains.map((d) => ({ domain: d.domain, type: d.kind, merchantCode: d.merchantCode })),
        resources,
        whitelabel: tree,
        register: {
          mobile: isModuleEnabled(tree, 'MOBILE_REGISTER'),
          smsVerification: isModuleEnabled(tree, 'SMS_REGISTER_VERIFY'),
          mobilePassword: isModuleEnabled(tree, 'MOBILE_REGISTER_PASSWORD'),
        },
        mainDomain,
        analytics: { gtagId: merchant.brandConfig.analyticsGtagId },
        imageCDNs: ['/api/wps/assets'],
        launchGameCDNs: [],
        merchantCode: merchant.code,
        serverTime: clock.now().toISOString(),
      };
    },

    whitelabelTree: (merchant: MerchantSnapshot) => buildWhitelabelTree(merchant.whitelabelFlags),

    async domainRoutes(merchant: MerchantSnapshot) {
      return (await repository.listDomains(merchant.code)).map((d) => ({
        domain: d.domain,
        type: d.kind,
        merchantCode: d.merchantCode,
      }));
    },

    /** Spec §1 mirror-site list: the merchant's main and mirror domains (never another merchant's). */
    async mirrorSites(merchant: MerchantSnapshot): Promise<TMirrorSites> {
      return { list: await repository.listVisitorDomains(merchant.code) };
    },

    resources: (merchant: MerchantSnapshot) => repository.listResources(merchant.code),

    countries: (language: LanguageCode) => countryList(language),

    async publicKey(): Promise<TPublicKey> {
      let current = await repository.currentRsaKey();
      if (!current) {
        const pair = generateRsaKeyPair(
          `k${clock.now().toISOString().slice(0, 10).replace(/-/g, '')}-${newId().slice(0, 8)}`,
        );
        await repository.insertRsaKey(pair.keyId, pair.publicKeyPem, pair.privateKeyPem);
        current = await repository.currentRsaKey();
        if (!current) throw new Error('RSA key could not be stored');
      }
      return { keyId: current.keyId, publicKey: current.publicPem };
    },

    async privateKeyPem(keyId: string): Promise<string | undefined> {
      const cached = privateKeys.get(keyId);
      if (cached) return cached;
      const pem = await repository.findPrivateKey(keyId);
      if (pem) privateKeys.set(keyId, pem);
      return pem;
    },

    /**
     * A secret for HMACs the platform signs itself (bot-check challenges, verification tickets):
     * derived from the persisted RSA key, so it survives restarts and is the same on every node.
     */
    async signingSecret(purpose: string): Promise<string> {
      const { keyId } = await this.publicKey();
      const pem = await this.privateKeyPem(keyId);
      if (!pem) throw new Error('RSA key missing');
      return createHmac('sha256', pem).update(purpose).digest('base64url');
    },

    // ---- operator use cases ----

    async listMerchants(actor: AuditActor) {
      return (await repository.listMerchants())
        .filter((m) => actor.operator.allMerchants || actor.operator.merchantCodes.includes(m.code))
        .map((m) => ({
          merchantCode: m.code,
          brandName: m.brandConfig.brandName,
          currency: m.currency,
          defaultLanguage: m.brandConfig.defaultLanguage,
          timeZone: m.timeZone,
        }));
    },

    async settings(actor: AuditActor, code: string) {
      operators.assertMerchant(actor.operator, code);
      const merchant = await repository.findMerchant(code);
      if (!merchant) throw new AppError('MERCHANT_UNKNOWN');
      return {
        merchantCode: merchant.code,
        brandConfig: merchant.brandConfig,
        maintenance: {
          enabled: merchant.maintenance.enabled,
          message: merchant.maintenance.message,
          until: merchant.maintenance.until?.toISOString() ?? null,
        },
        whitelabelFlags: merchant.whitelabelFlags as Record<string, boolean>,
        regionRules: await repository.listRegionRules(code),
      };
    },

    setMaintenance(actor: AuditActor, code: string, input: TMaintenanceUpdate) {
      return changeMerchant(actor, code, 'system.maintenance.update', async (tx, current) => {
        const next = {
          enabled: input.enabled,
          message: input.message,
          until: input.until ? new Date(input.until) : null,
        };
        await repository.updateMaintenance(tx, code, next);
        const view = (m: typeof next) => ({ ...m, until: m.until?.toISOString() ?? null });
        return { before: view(current.maintenance), after: view(next), result: view(next) };
      });
    },

    addRegionRule(actor: AuditActor, code: string, input: TRegionRuleCreate): Promise<TRegionRule> {
      const valid =
        input.kind === 'BLOCK_COUNTRY' ? isKnownCountry(input.value.toUpperCase()) : isIpOrCidr(input.value);
      if (!valid) return Promise.reject(new AppError('VALIDATION_FAILED', { fields: 'value' }));
      const value =
        input.kind === 'BLOCK_COUNTRY' ? input.value.toUpperCase() : canonicalIpOrCidr(input.value);
      return changeMerchant(actor, code, 'system.region-rule.create', async (tx) => {
        const rule = await repository.insertRegionRule(tx, {
          id: newId(),
          merchantCode: code,
          kind: input.kind,
          value,
          note: input.note,
          createdBy: actor.operator.username,
        });
        if (!rule) throw new AppError('CONFLICT');
        return { before: null, after: rule, result: rule, target: `region-rule:${rule.id}` };
      });
    },

    deleteRegionRule(actor: AuditActor, code: string, id: string) {
      return changeMerchant(actor, code, 'system.region-rule.delete', async (tx) => {
        const removed = await repository.deleteRegionRule(tx, code, id);
        if (!removed) throw new AppError('NOT_FOUND');
        return { before: removed, after: null, result: removed, target: `region-rule:${id}` };
      });
    },

    setWhitelabelFlags(actor: AuditActor, code: string, flags: WhitelabelFlags) {
      return changeMerchant(actor, code, 'system.whitelabel.update', async (tx, current) => {
        const next = { ...current.whitelabelFlags, ...flags };
        await repository.updateWhitelabelFlags(tx, code, next);
        return { before: current.whitelabelFlags, after: next, result: buildWhitelabelTree(next) };
      });
    },

    updateBrandConfig(actor: AuditActor, code: string, patch: TBrandConfigUpdate): Promise<TBrandConfig> {
      return changeMerchant(actor, code, 'system.brand-config.update', async (tx, current) => {
        const next = ZBrandConfig.parse({ ...current.brandConfig, ...patch });
        if (!next.supportedLanguages.includes(next.defaultLanguage)) {
          throw new AppError('VALIDATION_FAILED', { fields: 'defaultLanguage' });
        }
        await repository.updateBrandConfig(tx, code, next);
        return { before: current.brandConfig, after: next, result: next };
      });
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
