import { useTranslation } from 'react-i18next';
import { FeedbackScreen } from '../../features/support/components/feedback-screen.tsx';
import { useSite } from '../site-context.ts';
import { MoneyShell } from './money-shell.tsx';

/**
 * /account/feedback: a member's questions to the operator and their answers (spec §1, §3
 * "Feedback"), in the member centre's frame (which asks visitors to log in and trial users to
 * register).
 */
export default function FeedbackRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  return (
    <MoneyShell page="feedback" subtitle={t('support.feedback.subtitle')}>
      <FeedbackScreen timeZone={brand.timeZone} />
    </MoneyShell>
  );
}
