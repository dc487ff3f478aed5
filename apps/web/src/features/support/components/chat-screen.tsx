import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useLiveModels } from '../api/live-models-api.ts';
import { modelIdOfRoom } from '../chat-room-rules.ts';
import { ChatRoom } from './chat-room.tsx';
import { LiveModels } from './live-models.tsx';
import styles from './chat-screen.module.css';

type PhoneTab = 'chat' | 'models';

/**
 * The chat page's body: the room beside the live models on wide screens, two tabs on a phone.
 * The room is keyed by room and token, so another room or another login starts afresh.
 */
export function ChatScreen({
  room,
  token,
  isTrial,
  timeZone,
  onLogin,
  onRegister,
  onOpenRoom,
}: {
  room: string;
  token: string | null;
  isTrial: boolean;
  timeZone?: string;
  onLogin: () => void;
  onRegister: () => void;
  onOpenRoom: (room: string) => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [tab, setTab] = useState<PhoneTab>('chat');
  const models = useLiveModels();
  const modelId = modelIdOfRoom(room);
  const model = modelId ? models.data?.list.find((m) => m.id === modelId) : undefined;
  const title = modelId
    ? model
      ? t('support.chat.modelRoom', { name: model.name })
      : t('support.chat.modelRoomUnnamed')
    : t('support.chat.lobby');

  const roomView = (
    <ChatRoom
      key={`${room}:${token ?? ''}`}
      room={room}
      title={title}
      token={token}
      isTrial={isTrial}
      timeZone={timeZone}
      onLogin={onLogin}
      onRegister={onRegister}
    />
  );
  const modelsView = (
    <LiveModels
      room={room}
      isMember={!!token && !isTrial}
      onLogin={onLogin}
      onOpenRoom={(next) => {
        setTab('chat');
        onOpenRoom(next);
      }}
    />
  );

  if (!phone) {
    return (
      <div className={styles.layout}>
        {roomView}
        <aside className={styles.side} aria-label={t('support.models.title')}>
          {modelsView}
        </aside>
      </div>
    );
  }

  return (
    <div className={styles.phone}>
      <Tabs
        items={[
          { id: 'chat', label: t('support.chat.tab') },
          { id: 'models', label: t('support.models.tab') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('support.chat.tabsLabel')}
        variant="segmented"
        idPrefix="chat"
      />
      {/* Both stay mounted: looking at the models does not drop the room's socket. */}
      <TabPanel prefix="chat" id="chat" className={tab === 'chat' ? undefined : styles.hidden}>
        {roomView}
      </TabPanel>
      <TabPanel prefix="chat" id="models" className={tab === 'models' ? undefined : styles.hidden}>
        {modelsView}
      </TabPanel>
    </div>
  );
}
