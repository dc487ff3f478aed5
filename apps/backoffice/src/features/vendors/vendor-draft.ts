import type { TVendorAdmin, TVendorUpdate } from '@platform/contracts';

/** The vendor form as typed; the secret is empty unless the operator sets a new one. */
export interface VendorDraft {
  displayName: string;
  walletType: TVendorAdmin['walletType'];
  status: TVendorAdmin['status'];
  /** Empty: the member's currency (no fixed currency). */
  currency: string;
  secret: string;
}

export type VendorField = 'displayName' | 'currency' | 'secret';
export type VendorProblem = 'required' | 'currency' | 'secretShort';

export const SECRET_MIN = 16;

/** HOUSE signs with HOUSE_GAMES_SECRET from the server's configuration: its secret is not edited here. */
export const secretEditable = (code: string) => code !== 'HOUSE';

export const draftOf = (v: TVendorAdmin): VendorDraft => ({
  displayName: v.displayName,
  walletType: v.walletType,
  status: v.status,
  currency: v.currency ?? '',
  secret: '',
});

export function vendorProblems(draft: VendorDraft): Partial<Record<VendorField, VendorProblem>> {
  const problems: Partial<Record<VendorField, VendorProblem>> = {};
  if (!draft.displayName.trim()) problems.displayName = 'required';
  if (draft.currency.trim() && !/^[A-Z]{3}$/.test(draft.currency.trim().toUpperCase()))
    problems.currency = 'currency';
  if (draft.secret && draft.secret.length < SECRET_MIN) problems.secret = 'secretShort';
  return problems;
}

/** Only what changed is sent; a secret only when one was typed (it is never read back). */
export function vendorUpdate(vendor: TVendorAdmin, draft: VendorDraft): TVendorUpdate {
  const body: TVendorUpdate = {};
  const name = draft.displayName.trim();
  const currency = draft.currency.trim().toUpperCase() || null;
  if (name !== vendor.displayName) body.displayName = name;
  if (draft.walletType !== vendor.walletType) body.walletType = draft.walletType;
  if (draft.status !== vendor.status) body.status = draft.status;
  if (currency !== vendor.currency) body.currency = currency;
  if (draft.secret && secretEditable(vendor.code)) body.secret = draft.secret;
  return body;
}
