import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { FeedbackScreen } from '../../features/support/components/feedback-screen.tsx';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import styles from './pages.module.css';

/** /account/feedback: a member's questions to the operator and their answers (spec §1, §3 "Feedback"). */
export default function FeedbackRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { isLoggedIn, isTrial } = useSession();

  const body = () => {
    if (!isLoggedIn) {
      return (
        <EmptyState
          illustration="lock"
          title={t('loginRequired.title')}
          text={t('loginRequired.text')}
          actions={<Button onClick={authPopup.openLogin}>{t('header.login')}</Button>}
        />
      );
    }
    if (isTrial) {
      return (
        <EmptyState
          illustration="lock"
          title={t('support.feedback.trialTitle')}
          text={t('errors.trialRestricted')}
          actions={<Button onClick={authPopup.openRegister}>{t('header.register')}</Button>}
        />
      );
    }
    return <FeedbackScreen timeZone={brand.timeZone} />;
  };

  return (
    <div className={styles.stack} data-testid="page-feedback">
      <PageHeader
        eyebrow={brand.brandName}
        title={t('support.feedback.title')}
        subtitle={t('support.feedback.subtitle')}
        icon={<Icon name="message" size={30} />}
      />
      {body()}
    </div>
  );
}
