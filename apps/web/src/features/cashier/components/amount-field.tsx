import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/field/field.tsx';
import { currentBcp47 } from '../../../lib/language.ts';
import { formatMoneyText } from '../../../lib/format.ts';
import { chipLabel, normaliseAmountInput, quickAmounts, type AmountProblem } from '../amount.ts';
import styles from './cashier.module.css';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  currency: string;
  min: string;
  max: string;
  /** Chips never go above this (the balance). */
  cap?: string;
  error?: string | null;
  disabled?: boolean;
  /** Extra line under the limits (e.g. the guarantee). */
  hint?: string;
  /** Chips of the largest round amounts rather than from the minimum up. */
  topChips?: boolean;
}

/** Amount entry with quick-amount chips between the limits (deposit, withdraw, transfers). */
export function AmountField({
  label,
  value,
  onChange,
  currency,
  min,
  max,
  cap,
  error,
  disabled,
  hint,
  topChips = false,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const chips = quickAmounts(min, max, currency, 6, cap, topChips);
  const current = normaliseAmountInput(value);
  const limits = t('cashier.amount.limits', {
    min: formatMoneyText(min, currency),
    max: formatMoneyText(max, currency),
    currency,
  });
  return (
    <div className={styles.amountField}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatMoneyText('0', currency)}
        error={error}
        hint={hint ? `${limits} · ${hint}` : limits}
        disabled={disabled}
        required
        className={styles.amountControl}
        leading={<span className={styles.currencyTag}>{currency}</span>}
      />
      {chips.length > 0 ? (
        <div
          className={styles.chips}
          role="group"
          aria-label={t('cashier.amount.quick')}
          data-count={chips.length}
        >
          {chips.map((chip) => {
            const selected = current === chip || current === chip.replace(/\.0+$/, '');
            return (
              <button
                key={chip}
                type="button"
                className={[styles.chip, selected ? styles.chipSelected : ''].join(' ')}
                aria-pressed={selected}
                aria-label={t('cashier.amount.quickAmount', {
                  amount: formatMoneyText(chip, currency),
                  currency,
                })}
                disabled={disabled}
                onClick={() => onChange(chip)}
              >
                {chipLabel(chip, currentBcp47())}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

/** The message of an amount problem. */
export function useAmountProblemText() {
  const { t } = useTranslation();
  return (problem: AmountProblem, limits: { min?: string; max?: string; currency: string }) => {
    const fmt = (amount?: string) => (amount ? formatMoneyText(amount, limits.currency) : '');
    return t(`cashier.amount.problem.${problem}`, {
      min: fmt(limits.min),
      max: fmt(limits.max),
      currency: limits.currency,
    });
  };
}
