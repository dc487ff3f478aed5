import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { roomFromParam } from '../../features/support/chat-room-rules.ts';
import { ChatScreen } from '../../features/support/components/chat-screen.tsx';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import styles from './pages.module.css';

/**
 * /chat: the chat room (spec §1 "Customer service and a chat room", §2 popups "chat room"),
 * `?room=lobby` by default or `?room=model-<id>` for a live model's room, with the live models.
 */
export default function ChatRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { token, isTrial } = useSession();
  const [params, setParams] = useSearchParams();
  const room = roomFromParam(params.get('room'));

  return (
    <div className={styles.stack} data-testid="page-chat">
      <PageHeader
        eyebrow={brand.brandName}
        title={t('support.chat.title')}
        subtitle={t('support.chat.pageSubtitle')}
        icon={<Icon name="message" size={30} />}
      />
      <ChatScreen
        room={room}
        token={token}
        isTrial={isTrial}
        timeZone={brand.timeZone}
        onLogin={authPopup.openLogin}
        onRegister={authPopup.openRegister}
        onOpenRoom={(next) => setParams(next === 'lobby' ? {} : { room: next })}
      />
    </div>
  );
}
