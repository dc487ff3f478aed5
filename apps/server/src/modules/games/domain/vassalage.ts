/**
 * Spec §9: for the currency TLB the vendor code 123BET replaces the BTI and TCG vendors. The
 * catalog keeps the real vendors; what a merchant sees (and filters by) is the substituted code.
 */
export const SUBSTITUTE_VENDOR = { code: '123BET', displayName: '123BET', replaces: ['BTI', 'TCG'] } as const;

const substitutes = (currency: string) => currency === 'TLB';

/** The vendor code a merchant with this currency sees for a catalog vendor. */
export function displayVassalage(vendorCode: string, currency: string): string {
  return substitutes(currency) && (SUBSTITUTE_VENDOR.replaces as readonly string[]).includes(vendorCode)
    ? SUBSTITUTE_VENDOR.code
    : vendorCode;
}

/** The vendor's name as that merchant sees it. */
export function displayVendorName(vendorCode: string, displayName: string, currency: string): string {
  return displayVassalage(vendorCode, currency) === vendorCode ? displayName : SUBSTITUTE_VENDOR.displayName;
}

/**
 * The catalog vendors a `vassalage` filter selects for this currency: 123BET selects BTI and TCG
 * under TLB, while BTI and TCG themselves select nothing there (the merchant never sees them).
 */
export function catalogVendorsFor(vassalage: string, currency: string): string[] {
  if (!substitutes(currency)) return [vassalage];
  if (vassalage === SUBSTITUTE_VENDOR.code) return [...SUBSTITUTE_VENDOR.replaces];
  return (SUBSTITUTE_VENDOR.replaces as readonly string[]).includes(vassalage) ? [] : [vassalage];
}
