import type { FeedbackStatus } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui.tsx';
import styles from './feedback.module.css';

const TONE: Record<FeedbackStatus, string> = {
  OPEN: ui.warn!,
  ANSWERED: ui.ok!,
  CLOSED: styles.neutral!,
};

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return <span className={`${ui.badge} ${TONE[status]}`}>{t(`support.feedback.statuses.${status}`)}</span>;
}
