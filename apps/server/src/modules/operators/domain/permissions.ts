import { ROLE_PERMISSIONS, type OperatorPermission, type OperatorRole } from '@platform/contracts';

export const hasPermission = (role: OperatorRole, permission: OperatorPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** An operator with no merchant list serves every merchant; otherwise only those listed. */
export const canServeMerchant = (merchantCodes: readonly string[], merchantCode: string): boolean =>
  merchantCodes.length === 0 || merchantCodes.includes(merchantCode);
