import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon/icon.tsx';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../../lib/storage-keys.ts';
import { balanceView } from '../balance-display.ts';
import styles from './balance-chip.module.css';

export interface BalanceChipProps {
  /** The member's currency code (member info). */
  currency: string;
  /** Decimal string; `undefined` while the balance is loading. */
  amount?: string | null;
  /** Where the plus button goes (the deposit page). */
  depositTo: string;
  /** Trial (free play) money: marked so that nobody takes it for real money. */
  demo?: boolean;
  /** Bonus still being wagered (decimal string): shown apart as locked, never added to the amount. */
  bonus?: string | null;
}

/**
 * The header balance (spec §2): amount with a show/hide toggle (hidden shows stars, remembered on
 * this device) and a plus that goes to deposit.
 */
export function BalanceChip({ currency, amount, depositTo, demo = false, bonus = null }: BalanceChipProps) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => readLocal(LOCAL_KEYS.hideBalance) === '1');
  const view = balanceView(amount, hidden, currency);
  const bonusView = balanceView(bonus, hidden, currency);
  const showBonus = !demo && bonus !== null && !/^0+(\.0+)?$/.test(bonus) && bonusView.kind === 'amount';

  const toggle = () => {
    setHidden((h) => {
      writeLocal(LOCAL_KEYS.hideBalance, h ? null : '1');
      return !h;
    });
  };

  return (
    <div className={[styles.chip, demo ? styles.demoChip : ''].join(' ')} data-testid="balance">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="wallet" size={16} />
      </span>
      <span className={styles.figure}>
        {demo ? (
          <span className={styles.demo} title={t('wallet.demoHint')} data-testid="balance-demo">
            {t('wallet.demo')}
          </span>
        ) : (
          <span className={styles.currency}>{currency}</span>
        )}
        {view.kind === 'loading' ? (
          <span className={styles.placeholder} role="img" aria-label={t('balance.loading')} />
        ) : (
          <span
            className={[styles.amount, view.kind === 'hidden' ? styles.stars : ''].join(' ')}
            aria-label={
              view.kind === 'hidden'
                ? t('balance.hiddenLabel')
                : demo
                  ? t('wallet.demoAmount', { amount: view.text, currency })
                  : undefined
            }
            data-testid="balance-amount"
          >
            {view.text}
          </span>
        )}
        {showBonus ? (
          <span
            className={styles.bonus}
            data-testid="balance-bonus"
            title={t('balance.bonusHint', {
              amount: bonusView.kind === 'amount' ? bonusView.text : '',
              currency,
            })}
          >
            <Icon name="lock" size={10} strokeWidth={2.4} />
            <span>{bonusView.kind === 'amount' ? bonusView.text : null}</span>
            <span>{t('balance.bonusLocked')}</span>
          </span>
        ) : null}
      </span>
      <button
        type="button"
        className={styles.toggle}
        aria-label={hidden ? t('balance.show') : t('balance.hide')}
        aria-pressed={hidden}
        title={hidden ? t('balance.show') : t('balance.hide')}
        onClick={toggle}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <Link
        to={depositTo}
        className={styles.deposit}
        aria-label={t('balance.deposit')}
        title={t('balance.deposit')}
      >
        <Icon name="plus" size={16} strokeWidth={2.4} />
      </Link>
    </div>
  );
}
