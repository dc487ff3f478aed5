// Owns tables: social_providers, member_social_links.
// Reads tables: none.
import type { SocialProvider } from '@platform/contracts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { SealedColumn } from '../../platform/crypto/secret-reseal.ts';
import type { Queryable } from '../../platform/db/database.ts';

export interface SocialProviderRecord {
  merchantCode: string;
  provider: SocialProvider;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  enabled: boolean;
  updatedAt: Date;
}

export interface SocialLinkRecord {
  merchantCode: string;
  provider: SocialProvider;
  issuer: string;
  subject: string;
  memberId: string;
  email: string | null;
  linkedAt: Date;
}

export type NewSocialLink = Omit<SocialLinkRecord, 'linkedAt'>;

interface ProviderRow {
  merchant_code: string;
  provider: SocialProvider;
  issuer_url: string;
  client_id: string;
  client_secret: string;
  enabled: boolean;
  updated_at: Date;
}

interface LinkRow {
  merchant_code: string;
  provider: SocialProvider;
  issuer: string;
  subject: string;
  member_id: string;
  email: string | null;
  linked_at: Date;
}

/** Additional data of a sealed client secret: a value sealed for another column does not open here. */
const CLIENT_SECRET_PURPOSE = 'social-client-secret';

const toProvider = (r: ProviderRow, secretBox: SecretBox): SocialProviderRecord => ({
  merchantCode: r.merchant_code,
  provider: r.provider,
  issuerUrl: r.issuer_url,
  clientId: r.client_id,
  clientSecret: secretBox.open(r.client_secret, CLIENT_SECRET_PURPOSE),
  enabled: r.enabled,
  updatedAt: r.updated_at,
});

const toLink = (r: LinkRow): SocialLinkRecord => ({
  merchantCode: r.merchant_code,
  provider: r.provider,
  issuer: r.issuer,
  subject: r.subject,
  memberId: r.member_id,
  email: r.email,
  linkedAt: r.linked_at,
});

const UNIQUE_VIOLATION = '23505';

/**
 * Social login's tables. Links are insert-only (spec §4: a binding cannot be changed or unbound):
 * there is deliberately no update or delete here, and the database refuses both.
 */
export function createSocialLoginRepository(db: Queryable, secretBox: SecretBox) {
  // A provider row's id for the boot-time pass; merchant codes never contain '/'.
  const rowId = `merchant_code || '/' || provider`;
  const clientSecrets: SealedColumn = {
    name: 'social_providers.client_secret',
    purpose: CLIENT_SECRET_PURPOSE,
    async pending(prefix, afterId, limit) {
      const { rows } = await db.query<{ id: string; stored: string }>(
        `SELECT ${rowId} AS id, client_secret AS stored FROM social_providers
          WHERE client_secret <> '' AND NOT starts_with(client_secret, $1)
            AND ($2::text IS NULL OR ${rowId} > $2)
          ORDER BY ${rowId} LIMIT $3`,
        [prefix, afterId, limit],
      );
      return rows;
    },
    async replace(id, stored, next) {
      const r = await db.query(
        `UPDATE social_providers SET client_secret = $3 WHERE ${rowId} = $1 AND client_secret = $2`,
        [id, stored, next],
      );
      return (r.rowCount ?? 0) > 0;
    },
  };

  return {
    sealedColumns: [clientSecrets],

    async findProvider(
      merchantCode: string,
      provider: SocialProvider,
    ): Promise<SocialProviderRecord | undefined> {
      const row = (
        await db.query<ProviderRow>(
          `SELECT * FROM social_providers WHERE merchant_code = $1 AND provider = $2`,
          [merchantCode, provider],
        )
      ).rows[0];
      return row && toProvider(row, secretBox);
    },

    async listProviders(merchantCode: string): Promise<SocialProviderRecord[]> {
      const { rows } = await db.query<ProviderRow>(
        `SELECT * FROM social_providers WHERE merchant_code = $1 ORDER BY provider`,
        [merchantCode],
      );
      return rows.map((r) => toProvider(r, secretBox));
    },

    /** Creates or replaces a merchant's provider settings; a null secret keeps the stored one. */
    async saveProvider(
      tx: Queryable,
      p: {
        merchantCode: string;
        provider: SocialProvider;
        issuerUrl: string;
        clientId: string;
        clientSecret: string | null;
        enabled: boolean;
      },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO social_providers (merchant_code, provider, issuer_url, client_id, client_secret, enabled)
         VALUES ($1, $2, $3, $4, COALESCE($5::text, ''), $6)
         ON CONFLICT (merchant_code, provider) DO UPDATE SET
           issuer_url = EXCLUDED.issuer_url,
           client_id = EXCLUDED.client_id,
           client_secret = COALESCE($5::text, social_providers.client_secret),
           enabled = EXCLUDED.enabled,
           updated_at = clock_timestamp()`,
        [
          p.merchantCode,
          p.provider,
          p.issuerUrl,
          p.clientId,
          p.clientSecret === null ? null : secretBox.seal(p.clientSecret, CLIENT_SECRET_PURPOSE),
          p.enabled,
        ],
      );
    },

    /** The member bound to this provider identity, if any (the issuer must be the one that bound it). */
    async findLink(
      merchantCode: string,
      provider: SocialProvider,
      issuer: string,
      subject: string,
    ): Promise<SocialLinkRecord | undefined> {
      const row = (
        await db.query<LinkRow>(
          `SELECT * FROM member_social_links
            WHERE merchant_code = $1 AND provider = $2 AND subject = $3 AND issuer = $4`,
          [merchantCode, provider, subject, issuer],
        )
      ).rows[0];
      return row && toLink(row);
    },

    async linksOfMember(memberId: string): Promise<SocialLinkRecord[]> {
      const { rows } = await db.query<LinkRow>(
        `SELECT * FROM member_social_links WHERE member_id = $1 ORDER BY linked_at`,
        [memberId],
      );
      return rows.map(toLink);
    },

    /**
     * Binds the identity to the member. The unique constraints decide races: `subject` when the
     * identity is already bound, `member` when the member already has this provider.
     */
    async insertLink(tx: Queryable, link: NewSocialLink): Promise<'ok' | 'subject' | 'member'> {
      try {
        await tx.query(
          `INSERT INTO member_social_links (merchant_code, provider, issuer, subject, member_id, email)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [link.merchantCode, link.provider, link.issuer, link.subject, link.memberId, link.email],
        );
        return 'ok';
      } catch (error) {
        const pgError = error as { code?: string; constraint?: string };
        if (pgError.code !== UNIQUE_VIOLATION) throw error;
        return pgError.constraint === 'member_social_links_member' ? 'member' : 'subject';
      }
    },
  };
}

export type SocialLoginRepository = ReturnType<typeof createSocialLoginRepository>;
