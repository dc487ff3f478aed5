import { ROLE_PERMISSIONS, type OperatorPermission, type OperatorRole } from '@platform/contracts';

export const hasPermission = (role: OperatorRole, permission: OperatorPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

export interface MerchantScope {
  allMerchants: boolean;
  merchantCodes: readonly string[];
}

/** An operator serves every merchant only when it says so; otherwise those listed (none when empty). */
export const canServeMerchant = (scope: MerchantScope, merchantCode: string): boolean =>
  scope.allMerchants || scope.merchantCodes.includes(merchantCode);

/** The merchants a listing may show: null for every merchant. */
export const merchantFilterOf = (scope: MerchantScope): readonly string[] | null =>
  scope.allMerchants ? null : scope.merchantCodes;
