import { formatMoneyText } from '../../lib/format.ts';
import { signedAmountText } from './amount-sign.ts';
import styles from './money.module.css';

/** Colour of an amount: a credit or win, a debit or loss, or neither. */
export type MoneyTone = 'positive' | 'negative' | 'neutral';

/** An amount in its currency: `1,250.00` with a small currency code. */
export function Money({
  amount,
  currency,
  signed = false,
  showCurrency = true,
  tone,
  className,
}: {
  /** The decimal string of the API (`"-1250.00"`). */
  amount: string;
  currency: string;
  /** Always show the sign (`+1,250.00`, `−40.00`): account record, net results. */
  signed?: boolean;
  /** The code after the amount; a table with a currency of its own leaves it out. */
  showCurrency?: boolean;
  tone?: MoneyTone;
  className?: string;
}) {
  const formatted = formatMoneyText(amount, currency);
  return (
    <span className={[styles.money, tone ? styles[tone] : '', className].filter(Boolean).join(' ')}>
      {signed ? signedAmountText(amount, formatted) : formatted}
      {showCurrency ? <span className={styles.currency}> {currency}</span> : null}
    </span>
  );
}
