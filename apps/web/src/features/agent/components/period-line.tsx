import type { TAgentPeriod } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon.tsx';
import { Skeleton } from '../../../components/skeleton/skeleton.tsx';
import { formatDay, gmtOffsetLabel } from '../../../lib/format.ts';
import styles from './agent-screens.module.css';

/** The days a report answered for, and the merchant time zone they are cut in. */
export function PeriodLine({ period, loading }: { period?: TAgentPeriod; loading: boolean }) {
  const { t } = useTranslation();
  if (!period) return loading ? <Skeleton width={260} height={14} /> : null;
  const days =
    period.from === period.to
      ? formatDay(period.from)
      : t('agent.period.range', { from: formatDay(period.from), to: formatDay(period.to) });
  return (
    <p className={styles.periodLine} data-testid="agent-period">
      <Icon name="calendar" size={16} />
      <span>{t('agent.period.figuresFor', { days })}</span>
      <span className={styles.zone}>{gmtOffsetLabel(period.timeZone)}</span>
    </p>
  );
}
