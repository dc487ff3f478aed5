import type { Database } from '../../platform/db/database.ts';

export interface VendorCategoryRow {
  vendorCode: string;
  displayName: string;
  gameType: string;
  maintenance: boolean;
  brandColor: string;
}

export function createGamesRepository(db: Database) {
  return {
    async listMerchantVendorCategories(merchantCode: string): Promise<VendorCategoryRow[]> {
      const { rows } = await db.query<{
        vendor_code: string;
        display_name: string;
        game_type: string;
        maintenance: boolean;
        brand_color: string;
      }>(
        `SELECT mv.vendor_code, v.display_name, mv.game_type, mv.maintenance, v.brand_color
         FROM merchant_game_vendors mv JOIN game_vendors v ON v.code = mv.vendor_code
         WHERE mv.merchant_code = $1 AND mv.enabled AND v.status = 'ACTIVE'
         ORDER BY mv.game_type, mv.sort_order, mv.vendor_code`,
        [merchantCode],
      );
      return rows.map((r) => ({
        vendorCode: r.vendor_code,
        displayName: r.display_name,
        gameType: r.game_type,
        maintenance: r.maintenance,
        brandColor: r.brand_color,
      }));
    },

    async findVendor(
      code: string,
    ): Promise<{ code: string; displayName: string; brandColor: string } | undefined> {
      const { rows } = await db.query<{ code: string; display_name: string; brand_color: string }>(
        `SELECT code, display_name, brand_color FROM game_vendors WHERE code = $1`,
        [code],
      );
      return (
        rows[0] && { code: rows[0].code, displayName: rows[0].display_name, brandColor: rows[0].brand_color }
      );
    },

    async insertVendorIfMissing(v: {
      code: string;
      displayName: string;
      brandColor: string;
      walletType?: 'SEAMLESS' | 'TRANSFER';
    }): Promise<void> {
      await db.query(
        `INSERT INTO game_vendors (code, display_name, brand_color, wallet_type) VALUES ($1, $2, $3, $4)
         ON CONFLICT (code) DO NOTHING`,
        [v.code, v.displayName, v.brandColor, v.walletType ?? 'SEAMLESS'],
      );
    },

    async attachVendorIfMissing(
      merchantCode: string,
      vendorCode: string,
      gameType: string,
      sortOrder: number,
    ) {
      await db.query(
        `INSERT INTO merchant_game_vendors (merchant_code, vendor_code, game_type, sort_order) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [merchantCode, vendorCode, gameType, sortOrder],
      );
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
