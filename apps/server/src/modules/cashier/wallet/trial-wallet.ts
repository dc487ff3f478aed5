import type { TWalletBalance } from '@platform/contracts';
import { getCurrency, minorUnitsPerMajor, toDecimalString, type CurrencyCode } from '@platform/money';

/** Free play (spec §4 trial user) shows demo money: never in the ledger, never withdrawable. */
const TRIAL_BALANCE_MAJOR = 2_000n;

export function trialBalance(currency: CurrencyCode): TWalletBalance {
  const code = currency;
  const amount = toDecimalString({
    amountMinor: TRIAL_BALANCE_MAJOR * minorUnitsPerMajor(code),
    currency: code,
  });
  const zero = toDecimalString({ amountMinor: 0n, currency: code });
  return {
    balance: amount,
    cash: amount,
    bonus: zero,
    locked: zero,
    currency,
    currencySymbol: getCurrency(code).symbol,
    demo: true,
  };
}
