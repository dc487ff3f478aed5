// Owns tables: merchants, merchant_domains, merchant_resources, customer_service_channels, region_rules, rsa_keys.
import type { TBrandConfig, TRegionRule, WhitelabelFlags } from '@platform/contracts';
import { toCurrencyCode, type CurrencyCode } from '@platform/money';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { SealedColumn } from '../../platform/crypto/secret-reseal.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { RegionRuleKind } from './domain/site-state.ts';

export interface MerchantRow {
  code: string;
  /** Typed once here, where it leaves the database: everything downstream trusts it. */
  currency: CurrencyCode;
  timeZone: string;
  isDefault: boolean;
  brandConfig: TBrandConfig;
  whitelabelFlags: WhitelabelFlags;
  maintenance: { enabled: boolean; message: string; until: Date | null };
}

export interface DomainRow {
  domain: string;
  merchantCode: string;
  kind: 'MAIN' | 'MIRROR' | 'AGENT';
}

export type NewMerchant = Omit<MerchantRow, 'maintenance'>;

const MERCHANT_COLUMNS = `code, currency, time_zone, is_default, brand_config, whitelabel_flags,
  maintenance_enabled, maintenance_message, maintenance_until`;

interface MerchantRecord {
  code: string;
  currency: string;
  time_zone: string;
  is_default: boolean;
  brand_config: TBrandConfig;
  whitelabel_flags: WhitelabelFlags;
  maintenance_enabled: boolean;
  maintenance_message: string;
  maintenance_until: Date | null;
}

const toMerchant = (r: MerchantRecord): MerchantRow => ({
  code: r.code,
  currency: toCurrencyCode(r.currency),
  timeZone: r.time_zone,
  isDefault: r.is_default,
  brandConfig: r.brand_config,
  whitelabelFlags: r.whitelabel_flags,
  maintenance: { enabled: r.maintenance_enabled, message: r.maintenance_message, until: r.maintenance_until },
});

interface RuleRecord {
  id: string;
  kind: RegionRuleKind;
  value: string;
  note: string;
  created_by: string;
  created_at: Date;
}

const toRule = (r: RuleRecord): TRegionRule => ({
  id: r.id,
  kind: r.kind,
  value: r.value,
  note: r.note,
  createdBy: r.created_by,
  createdAt: r.created_at.toISOString(),
});

/** Additional data of a sealed RSA private key: a value sealed for another column does not open here. */
const RSA_PRIVATE_KEY_PURPOSE = 'rsa-private-key';

export function createSystemRepository(db: Database, secretBox: SecretBox) {
  const rsaPrivateKeys: SealedColumn = {
    name: 'rsa_keys.private_pem',
    purpose: RSA_PRIVATE_KEY_PURPOSE,
    async pending(prefix, afterId, limit) {
      const { rows } = await db.query<{ id: string; stored: string }>(
        `SELECT key_id AS id, private_pem AS stored FROM rsa_keys
          WHERE private_pem <> '' AND NOT starts_with(private_pem, $1) AND ($2::text IS NULL OR key_id > $2)
          ORDER BY key_id LIMIT $3`,
        [prefix, afterId, limit],
      );
      return rows;
    },
    async replace(id, stored, next) {
      const { rowCount } = await db.query(
        `UPDATE rsa_keys SET private_pem = $3 WHERE key_id = $1 AND private_pem = $2`,
        [id, stored, next],
      );
      return (rowCount ?? 0) > 0;
    },
  };

  return {
    sealedColumns: [rsaPrivateKeys],

    async listMerchants(): Promise<MerchantRow[]> {
      const { rows } = await db.query<MerchantRecord>(
        `SELECT ${MERCHANT_COLUMNS} FROM merchants ORDER BY is_default DESC, code`,
      );
      return rows.map(toMerchant);
    },

    async findMerchant(code: string, tx: Queryable = db): Promise<MerchantRow | undefined> {
      const { rows } = await tx.query<MerchantRecord>(
        `SELECT ${MERCHANT_COLUMNS} FROM merchants WHERE code = $1`,
        [code],
      );
      return rows[0] && toMerchant(rows[0]);
    },

    /** Locks the merchant row for a read-modify-write by an operator. */
    async lockMerchant(tx: Queryable, code: string): Promise<MerchantRow | undefined> {
      const { rows } = await tx.query<MerchantRecord>(
        `SELECT ${MERCHANT_COLUMNS} FROM merchants WHERE code = $1 FOR UPDATE`,
        [code],
      );
      return rows[0] && toMerchant(rows[0]);
    },

    async findDefaultMerchantCode(): Promise<string | undefined> {
      const { rows } = await db.query<{ code: string }>(
        `SELECT code FROM merchants WHERE is_default LIMIT 1`,
      );
      return rows[0]?.code;
    },

    async findMerchantCodeByDomain(domain: string): Promise<string | undefined> {
      const { rows } = await db.query<{ merchant_code: string }>(
        `SELECT merchant_code FROM merchant_domains WHERE domain = $1`,
        [domain],
      );
      return rows[0]?.merchant_code;
    },

    async insertMerchantIfMissing(m: NewMerchant): Promise<void> {
      await db.query(
        `INSERT INTO merchants (code, currency, time_zone, is_default, brand_config, whitelabel_flags)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING`,
        [m.code, m.currency, m.timeZone, m.isDefault, m.brandConfig, m.whitelabelFlags],
      );
    },

    async insertDomainIfMissing(d: DomainRow, sortOrder: number): Promise<void> {
      await db.query(
        `INSERT INTO merchant_domains (domain, merchant_code, kind, sort_order) VALUES ($1, $2, $3, $4)
         ON CONFLICT (domain) DO NOTHING`,
        [d.domain, d.merchantCode, d.kind, sortOrder],
      );
    },

    /** The domains a visitor may use (MAIN and MIRROR), main first, for the mirror-site list. */
    async listVisitorDomains(merchantCode: string): Promise<{ domain: string; kind: 'MAIN' | 'MIRROR' }[]> {
      const { rows } = await db.query<{ domain: string; kind: 'MAIN' | 'MIRROR' }>(
        `SELECT domain, kind FROM merchant_domains
          WHERE merchant_code = $1 AND kind IN ('MAIN', 'MIRROR')
          ORDER BY kind = 'MAIN' DESC, sort_order, domain`,
        [merchantCode],
      );
      return rows;
    },

    async listDomains(merchantCode: string): Promise<DomainRow[]> {
      const { rows } = await db.query<{ domain: string; merchant_code: string; kind: DomainRow['kind'] }>(
        `SELECT domain, merchant_code, kind FROM merchant_domains WHERE merchant_code = $1 ORDER BY sort_order, domain`,
        [merchantCode],
      );
      return rows.map((r) => ({ domain: r.domain, merchantCode: r.merchant_code, kind: r.kind }));
    },

    async updateMaintenance(
      tx: Queryable,
      code: string,
      m: { enabled: boolean; message: string; until: Date | null },
    ): Promise<void> {
      await tx.query(
        `UPDATE merchants SET maintenance_enabled = $2, maintenance_message = $3, maintenance_until = $4, updated_at = now()
         WHERE code = $1`,
        [code, m.enabled, m.message, m.until],
      );
    },

    async updateWhitelabelFlags(tx: Queryable, code: string, flags: WhitelabelFlags): Promise<void> {
      await tx.query(`UPDATE merchants SET whitelabel_flags = $2, updated_at = now() WHERE code = $1`, [
        code,
        flags,
      ]);
    },

    async updateBrandConfig(tx: Queryable, code: string, config: TBrandConfig): Promise<void> {
      await tx.query(`UPDATE merchants SET brand_config = $2, updated_at = now() WHERE code = $1`, [
        code,
        config,
      ]);
    },

    async listRegionRules(merchantCode: string, tx: Queryable = db): Promise<TRegionRule[]> {
      const { rows } = await tx.query<RuleRecord>(
        `SELECT id, kind, value, note, created_by, created_at FROM region_rules WHERE merchant_code = $1
         ORDER BY created_at, id`,
        [merchantCode],
      );
      return rows.map(toRule);
    },

    async insertRegionRule(
      tx: Queryable,
      rule: {
        id: string;
        merchantCode: string;
        kind: RegionRuleKind;
        value: string;
        note: string;
        createdBy: string;
      },
    ): Promise<TRegionRule | undefined> {
      const { rows } = await tx.query<RuleRecord>(
        `INSERT INTO region_rules (id, merchant_code, kind, value, note, created_by) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (merchant_code, kind, value) DO NOTHING
         RETURNING id, kind, value, note, created_by, created_at`,
        [rule.id, rule.merchantCode, rule.kind, rule.value, rule.note, rule.createdBy],
      );
      return rows[0] && toRule(rows[0]);
    },

    async deleteRegionRule(
      tx: Queryable,
      merchantCode: string,
      id: string,
    ): Promise<TRegionRule | undefined> {
      const { rows } = await tx.query<RuleRecord>(
        `DELETE FROM region_rules WHERE merchant_code = $1 AND id = $2
         RETURNING id, kind, value, note, created_by, created_at`,
        [merchantCode, id],
      );
      return rows[0] && toRule(rows[0]);
    },

    async listResources(merchantCode: string) {
      const { rows } = await db.query<{ resource_type: string; label_name_en: string; url: string }>(
        `SELECT resource_type, label_name_en, url FROM merchant_resources WHERE merchant_code = $1 ORDER BY sort_order, resource_type`,
        [merchantCode],
      );
      return rows.map((r) => ({ resourceType: r.resource_type, labelNameEn: r.label_name_en, url: r.url }));
    },

    async upsertResourceIfMissing(
      merchantCode: string,
      r: { resourceType: string; labelNameEn: string; url: string },
      sortOrder: number,
    ) {
      await db.query(
        `INSERT INTO merchant_resources (merchant_code, resource_type, label_name_en, url, sort_order)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [merchantCode, r.resourceType, r.labelNameEn, r.url, sortOrder],
      );
    },

    async listCustomerService(merchantCode: string) {
      const { rows } = await db.query<{ cs_type: string; url: string }>(
        `SELECT cs_type, url FROM customer_service_channels WHERE merchant_code = $1 ORDER BY sort_order, cs_type`,
        [merchantCode],
      );
      return rows.map((r) => ({ csType: r.cs_type, url: r.url }));
    },

    async insertCustomerServiceIfMissing(
      merchantCode: string,
      csType: string,
      url: string,
      sortOrder: number,
    ) {
      await db.query(
        `INSERT INTO customer_service_channels (merchant_code, cs_type, url, sort_order) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [merchantCode, csType, url, sortOrder],
      );
    },

    async currentRsaKey(): Promise<{ keyId: string; publicPem: string } | undefined> {
      const { rows } = await db.query<{ key_id: string; public_pem: string }>(
        `SELECT key_id, public_pem FROM rsa_keys WHERE retired_at IS NULL ORDER BY created_at DESC, key_id LIMIT 1`,
      );
      return rows[0] && { keyId: rows[0].key_id, publicPem: rows[0].public_pem };
    },

    async insertRsaKey(keyId: string, publicPem: string, privatePem: string): Promise<void> {
      await db.query(
        `INSERT INTO rsa_keys (key_id, public_pem, private_pem) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [keyId, publicPem, secretBox.seal(privatePem, RSA_PRIVATE_KEY_PURPOSE)],
      );
    },

    async findPrivateKey(keyId: string): Promise<string | undefined> {
      const { rows } = await db.query<{ private_pem: string }>(
        `SELECT private_pem FROM rsa_keys WHERE key_id = $1`,
        [keyId],
      );
      return rows[0] && secretBox.open(rows[0].private_pem, RSA_PRIVATE_KEY_PURPOSE);
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
