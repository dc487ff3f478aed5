import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyText } from '../../../lib/format.ts';
import { useDepositOptions } from '../api/promotions-api.ts';
import styles from './promotions.module.css';

/**
 * The deposit form's bonus choice (issue 12): "no bonus" by default, then each deposit bonus the
 * member may take now, with what this amount would bring. The cashier sends the chosen id.
 */
export function DepositBonusPicker({
  amount,
  currency,
  eligible,
  value,
  onChange,
}: {
  /** The amount typed (decimal text) or null while it is not valid. */
  amount: string | null;
  currency: string;
  /** The chosen channel takes bonuses. */
  eligible: boolean;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const options = useDepositOptions(amount);
  const list = useMemo(() => (eligible ? (options.data?.list ?? []) : []), [eligible, options.data]);
  useEffect(() => {
    if (value && !list.some((o) => o.id === value)) onChange(null);
  }, [list, value, onChange]);
  if (!eligible || list.length === 0) return null;
  return (
    <div
      className={styles.bonusList}
      role="radiogroup"
      aria-label={t('promotions.deposit.label')}
      data-testid="deposit-bonus"
    >
      <button
        type="button"
        role="radio"
        aria-checked={value === null}
        className={styles.bonusOption}
        onClick={() => onChange(null)}
      >
        <span className={styles.bonusRadio} aria-hidden="true" />
        <span className={styles.bonusText}>
          <b>{t('promotions.deposit.none')}</b>
        </span>
      </button>
      {list.map((o) => (
        <button
          key={o.id}
          type="button"
          role="radio"
          aria-checked={value === o.id}
          className={styles.bonusOption}
          onClick={() => onChange(o.id)}
        >
          <span className={styles.bonusRadio} aria-hidden="true" />
          <span className={styles.bonusText}>
            <b>{o.title}</b>
            <small>
              {t('promotions.deposit.terms', {
                percent: o.percentBps / 100,
                cap: `${formatMoneyText(o.cap, currency)} ${currency}`,
                min: `${formatMoneyText(o.minDeposit, currency)} ${currency}`,
                times: o.wageringMultiple,
              })}
            </small>
          </span>
          {o.bonus && o.bonus !== '0' && !/^0(\.0+)?$/.test(o.bonus) ? (
            <span className={styles.bonusAmount}>+{formatMoneyText(o.bonus, currency)}</span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
