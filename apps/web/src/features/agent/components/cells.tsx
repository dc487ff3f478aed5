import type { TAgentAccountType } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amountSign } from '../../../components/money/amount-sign.ts';
import { Money, type MoneyTone } from '../../../components/money/money.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import styles from './agent-screens.module.css';

/** The pieces the team screens' rows share: who, what kind, what state, a signed result. */

export function Who({ account, meta, badge }: { account: string; meta?: ReactNode; badge?: ReactNode }) {
  return (
    <span className={styles.who}>
      <span className={styles.whoName}>
        {account}
        {badge}
      </span>
      {meta ? <span className={styles.whoMeta}>{meta}</span> : null}
    </span>
  );
}

/** Member or agent: an agent stands out in gold. */
export function TypePill({ type }: { type: TAgentAccountType }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={type === 'AGENT' ? 'action' : 'info'} size="sm" pulse={false}>
      {t(`agent.type.${type}`)}
    </StatusPill>
  );
}

export function AccountStatus({ status }: { status: 'ACTIVE' | 'LOCKED' }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={status === 'ACTIVE' ? 'success' : 'danger'}>{t(`agent.status.${status}`)}</StatusPill>
  );
}

const TONES: Record<ReturnType<typeof amountSign>, MoneyTone> = {
  positive: 'positive',
  negative: 'negative',
  zero: 'neutral',
};

/** A members' result with its sign: green when they won, red when they lost. */
export function Signed({
  amount,
  currency,
  showCurrency = false,
}: {
  amount: string;
  currency: string;
  showCurrency?: boolean;
}) {
  return (
    <Money
      amount={amount}
      currency={currency}
      signed
      tone={TONES[amountSign(amount)]}
      showCurrency={showCurrency}
    />
  );
}

/** Totals over a whole filter, above its rows. */
export function SummaryStrip({
  items,
  label,
  loading,
}: {
  items: { id: string; label: string; value: ReactNode }[];
  label: string;
  loading?: boolean;
}) {
  return (
    <dl
      className={styles.summary}
      aria-label={label}
      aria-busy={loading || undefined}
      data-testid="agent-summary"
    >
      {items.map((item) => (
        <div key={item.id} className={styles.summaryItem}>
          <dt>{item.label}</dt>
          <dd>{loading ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
