import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { formatMoneyText } from '../../../lib/format.ts';
import type { StatusTone } from '../status.ts';
import styles from './cashier.module.css';

/** A titled card of the cashier screens (same look as the security centre's). */
export function CashierCard({
  id,
  icon,
  title,
  text,
  actions,
  tone,
  children,
  testId,
}: {
  id: string;
  icon: IconName;
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
  tone?: 'primary' | 'gold';
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={testId}>
      <header className={styles.cardHead}>
        <span
          className={[styles.cardIcon, tone === 'primary' ? styles.cardIconPrimary : ''].join(' ')}
          aria-hidden="true"
        >
          <Icon name={icon} size={22} />
        </span>
        <div className={styles.cardHeadText}>
          <h2 id={id} className={styles.cardTitle}>
            {title}
          </h2>
          {text ? <p className={styles.cardText}>{text}</p> : null}
        </div>
        {actions ? <div className={styles.cardActions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`${styles.pill} ${styles[`tone_${tone}`]}`}>{children}</span>;
}

/** An amount in its currency: `1,250.00` with a small currency code. */
export function Money({
  amount,
  currency,
  signed = false,
  className,
}: {
  amount: string;
  currency: string;
  /** Show `+` on positive amounts (account record). */
  signed?: boolean;
  className?: string;
}) {
  const text = formatMoneyText(amount, currency);
  const plus = signed && !amount.trim().startsWith('-') && !/^0+(\.0+)?$/.test(amount.trim());
  return (
    <span className={[styles.money, className].filter(Boolean).join(' ')}>
      {plus ? '+' : ''}
      {text}
      <span className={styles.moneyCurrency}> {currency}</span>
    </span>
  );
}

/** A label, a value and a copy button (bank details of a bank-transfer deposit). */
export function CopyRow({ label, value, copyValue }: { label: string; value: string; copyValue?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(copyValue ?? value)) showToast(t('cashier.copied', { label }));
    else showToast(t('cashier.copyFailed'), 'error');
  };
  return (
    <div className={styles.copyRow}>
      <span className={styles.copyLabel}>{label}</span>
      <span className={styles.copyValue}>{value}</span>
      <button
        type="button"
        className={styles.copyButton}
        aria-label={t('cashier.copyLabel', { label })}
        title={t('cashier.copyLabel', { label })}
        onClick={() => void copy()}
      >
        <Icon name="copy" size={16} />
      </button>
    </div>
  );
}

/** Placeholder blocks while a card's data loads. */
export function SkeletonCard({ lines = 3, tall = false }: { lines?: number; tall?: boolean }) {
  return (
    <div
      className={[styles.card, styles.skeleton, tall ? styles.skeletonTall : ''].join(' ')}
      aria-hidden="true"
    >
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}

/** A notice inside a card: information, a warning, or a success. */
export function Notice({
  tone = 'info',
  icon,
  children,
}: {
  tone?: 'info' | 'warning' | 'success' | 'danger';
  icon?: IconName;
  children: ReactNode;
}) {
  const fallback: Record<string, IconName> = {
    info: 'info',
    warning: 'warning',
    success: 'success',
    danger: 'error',
  };
  return (
    <div className={`${styles.notice} ${styles[`notice_${tone}`]}`}>
      <Icon name={icon ?? fallback[tone] ?? 'info'} size={18} className={styles.noticeIcon} />
      <div className={styles.noticeText}>{children}</div>
    </div>
  );
}
