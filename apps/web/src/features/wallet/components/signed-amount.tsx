import { Money, type MoneyTone } from '../../../components/money/money.tsx';
import { amountDirection, type AmountDirection } from '../transaction-view.ts';

const TONES: Record<AmountDirection, MoneyTone> = { in: 'positive', out: 'negative', zero: 'neutral' };

/** A movement of the account record: signed, green in, red out; the currency is the table's. */
export function SignedAmount({ amount, currency }: { amount: string; currency: string }) {
  return (
    <Money
      amount={amount}
      currency={currency}
      signed
      showCurrency={false}
      tone={TONES[amountDirection(amount)]}
    />
  );
}
