import type { DepositStatus } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui.tsx';
import styles from './deposits.module.css';

const TONE: Record<DepositStatus, string> = {
  PENDING: ui.warn!,
  PENDING_REVIEW: ui.warn!,
  COMPLETED: ui.ok!,
  FAILED: ui.bad!,
  REJECTED: ui.bad!,
  CANCELLED: styles.neutral!,
  EXPIRED: styles.neutral!,
};

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return <span className={`${ui.badge} ${TONE[status]}`}>{t(`deposits.statuses.${status}`)}</span>;
}

/** Only bank transfers are an operator's to decide, and only until decided. */
export const isReviewable = (d: { kind: string; status: DepositStatus }) =>
  d.kind === 'BANK_TRANSFER' && (d.status === 'PENDING' || d.status === 'PENDING_REVIEW');
