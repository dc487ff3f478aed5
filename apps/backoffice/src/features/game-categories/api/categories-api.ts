import type {
  GameCategory,
  TGameCategoryAdmin,
  TGameCategoryVendorAdmin,
  TGameCategoryVendorUpdate,
} from '@platform/contracts';
import { api } from '../../../lib/api-client.ts';

/** One vendor in a merchant's category lane (contracts `ZGameCategoryVendorAdmin`). */
export type CategoryVendor = TGameCategoryVendorAdmin;
/** One lobby category of a merchant with its vendors (contracts `ZGameCategoryAdmin`). */
export type CategoryLane = TGameCategoryAdmin;
export type CategoryVendorUpdate = TGameCategoryVendorUpdate;

export const categoriesKeys = {
  lanes: (merchantCode: string) => ['bo', 'game-categories', merchantCode] as const,
};

const base = (merchantCode: string) =>
  `/api/bo/merchants/${encodeURIComponent(merchantCode)}/game-categories`;

/** A merchant's category lanes: which vendors each lobby category shows, in which order. */
export const categoriesApi = {
  lanes: (merchantCode: string) => api<CategoryLane[]>(base(merchantCode)),
  update: (merchantCode: string, gameType: GameCategory, vendorCode: string, body: CategoryVendorUpdate) =>
    api<CategoryVendor>(
      `${base(merchantCode)}/${encodeURIComponent(gameType)}/${encodeURIComponent(vendorCode)}`,
      { method: 'PATCH', body },
    ),
};
