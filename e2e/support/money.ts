import type { Page } from '@playwright/test';

/** "10,000.00" or "฿9,999.40" → 1000000n, 999940n: amounts are compared in minor units, never as floats. */
export const minor = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.replace(/[^\d.]/g, '').split('.');
  return BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
};

/** 1000000n → "10,000.00", as the header shows THB in English. */
export const shown = (amountMinor: bigint) => {
  const digits = amountMinor.toString().padStart(3, '0');
  return `${digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${digits.slice(-2)}`;
};

/** The header's balance figure. */
export const headerAmount = (page: Page) => page.getByTestId('balance').getByTestId('balance-amount');
