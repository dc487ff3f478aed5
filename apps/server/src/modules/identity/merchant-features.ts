import { buildWhitelabelTree, isModuleEnabled, type WhitelabelModuleId } from '@platform/contracts';
import type { MerchantSnapshot } from '../system/index.ts';

/** Whether the merchant's white-label flags turn this feature on. */
export const featureOn = (merchant: MerchantSnapshot, moduleId: WhitelabelModuleId) =>
  isModuleEnabled(buildWhitelabelTree(merchant.whitelabelFlags), moduleId);
