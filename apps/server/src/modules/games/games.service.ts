import type { TGameVendorLane } from '@platform/contracts';
import type { MerchantSnapshot } from '../system/index.ts';
import { buildVendorLanes } from './domain/vendor-lanes.ts';
import type { GamesRepository } from './games.repository.ts';
import { vendorArtworkSvg } from './vendor-artwork.ts';

export const vendorIconUrl = (vendorCode: string) => `/api/wps/assets/vendor/${vendorCode}.svg`;

export function createGamesService(repository: GamesRepository) {
  const artwork = new Map<string, string>();
  return {
    async vendorLanes(merchant: MerchantSnapshot): Promise<TGameVendorLane[]> {
      const vendors = await repository.listMerchantVendorCategories(merchant.code);
      return buildVendorLanes(vendors, merchant.currency, vendorIconUrl);
    },

    async vendorArtwork(vendorCode: string): Promise<string | undefined> {
      const cached = artwork.get(vendorCode);
      if (cached) return cached;
      const vendor = await repository.findVendor(vendorCode);
      if (!vendor) return undefined;
      const svg = vendorArtworkSvg(vendor);
      artwork.set(vendorCode, svg);
      return svg;
    },

    async seedVendors(
      merchantCode: string,
      vendors: readonly {
        code: string;
        displayName: string;
        brandColor: string;
        walletType?: 'SEAMLESS' | 'TRANSFER';
        categories: readonly string[];
      }[],
    ) {
      for (const [index, v] of vendors.entries()) {
        await repository.insertVendorIfMissing(v);
        for (const category of v.categories)
          await repository.attachVendorIfMissing(merchantCode, v.code, category, index);
      }
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
