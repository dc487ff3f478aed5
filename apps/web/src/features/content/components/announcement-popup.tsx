import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import { ModalFrame } from '../../../components/modal/modal-frame.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { useAnnouncements } from '../api/announcements-api.ts';
import { useAnnouncementLink } from '../hooks/use-announcement-link.ts';
import { AnnouncementBrowser } from './announcement-browser.tsx';
import styles from './announcement-popup.module.css';

/**
 * The announcement popup (spec §2), open while the address has `?announcement=` (the list, or one
 * announcement's id). The go-to-promotion button leads to `promotionPath`.
 */
export function AnnouncementPopup({ timeZone, promotionPath }: { timeZone?: string; promotionPath: string }) {
  const { t } = useTranslation();
  const link = useAnnouncementLink();
  const navigate = useNavigate();
  const announcements = useAnnouncements();
  return (
    <ModalFrame
      open={link.open}
      onClose={link.close}
      title={t('content.announcements.title')}
      icon={<IconBadge icon="megaphone" tone="gold" size={36} />}
      size="lg"
      className={styles.dialog}
    >
      <div data-testid="announcement-popup">
        <RecordList
          query={announcements}
          items={announcements.data}
          loading={<SkeletonRows rows={5} />}
          empty={{ title: t('content.announcements.emptyTitle'), text: t('content.announcements.emptyText') }}
          errorTitle={t('content.announcements.loadFailed')}
        >
          {(items) => (
            <AnnouncementBrowser
              items={items}
              selectedId={link.selectedId}
              onSelect={link.show}
              onPromotion={() => navigate(promotionPath)}
              timeZone={timeZone}
              variant="popup"
            />
          )}
        </RecordList>
      </div>
    </ModalFrame>
  );
}
