import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card/card.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { formatMoneyText } from '../../../lib/format.ts';
import { turnoverProgress } from '../turnover.ts';
import styles from './cashier.module.css';

/**
 * The wagering requirement, shown before any withdrawal request: what was wagered against what the
 * deposits require, and what is still to wager.
 */
export function TurnoverCard({
  done,
  required,
  remaining,
  currency,
}: {
  done: string;
  required: string;
  remaining: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const progress = turnoverProgress(done, required, remaining, currency);
  const fmt = (amount: string) => formatMoneyText(amount, currency);
  return (
    <Card
      id="turnover-title"
      icon="trophy"
      title={t('cashier.turnover.title')}
      text={t('cashier.turnover.text')}
      testId="turnover"
      actions={
        <StatusPill tone={progress.complete ? 'success' : 'pending'}>
          {progress.complete ? t('cashier.turnover.complete') : t('cashier.turnover.inProgress')}
        </StatusPill>
      }
    >
      <div className={styles.turnover}>
        {progress.noRequirement ? null : (
          <div className={styles.turnoverFigures}>
            <span>
              <span className={styles.turnoverDone}>{fmt(done)}</span>
              <span className={styles.turnoverOf}>
                {' '}
                / {fmt(required)} {currency}
              </span>
            </span>
            <span className={styles.turnoverPercent}>{progress.percent}%</span>
          </div>
        )}
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('cashier.turnover.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={t('cashier.turnover.progressText', {
            done: fmt(done),
            required: fmt(required),
            currency,
          })}
        >
          <span className={styles.progressFill} style={{ width: `${progress.percent}%` }} />
        </div>
        <p className={progress.complete ? styles.turnoverOk : styles.turnoverLeft}>
          {progress.noRequirement
            ? t('cashier.turnover.none')
            : progress.complete
              ? t('cashier.turnover.doneText')
              : t('cashier.turnover.remaining', { amount: fmt(remaining), currency })}
        </p>
      </div>
    </Card>
  );
}
