import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui.tsx';
import type { WithdrawalStatus } from './api/withdrawals-api.ts';
import styles from './withdrawals.module.css';

const TONE: Record<WithdrawalStatus, string> = {
  PENDING_REVIEW: ui.warn!,
  PENDING_SECOND_APPROVAL: ui.warn!,
  APPROVED: styles.info!,
  PAID: styles.info!,
  DISPUTED: ui.bad!,
  COMPLETED: ui.ok!,
  REJECTED: styles.neutral!,
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return <span className={`${ui.badge} ${TONE[status]}`}>{t(`withdrawals.statuses.${status}`)}</span>;
}
