import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar/avatar.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { Skeleton } from '../../../components/skeleton/skeleton.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { useLaunchChat, useLiveModels, type LiveModel } from '../api/live-models-api.ts';
import { modelIdOfRoom, roomOfChatUrl } from '../chat-room-rules.ts';
import styles from './support.module.css';

/**
 * The live models (spec §7 CBS_modelList, CBS_launchChat): avatar, name, tagline, online state and
 * viewers. "Chat" asks the server for the model's room (members) and opens it; visitors are asked
 * to log in first.
 */
export function LiveModels({
  room,
  isMember,
  onLogin,
  onOpenRoom,
}: {
  room: string;
  isMember: boolean;
  onLogin: () => void;
  onOpenRoom: (room: string) => void;
}) {
  const { t } = useTranslation();
  const query = useLiveModels();
  const launch = useLaunchChat();
  const current = modelIdOfRoom(room);
  // Online models first; the server's order within each.
  const models = query.data?.list
    ? [...query.data.list].sort((a, b) => Number(b.online) - Number(a.online))
    : undefined;

  const start = (model: LiveModel) => {
    if (!isMember) {
      onLogin();
      return;
    }
    launch.mutate(model.id, {
      onSuccess: (answer) => onOpenRoom(roomOfChatUrl(answer.chatUrl, answer.room)),
      onError: (error) => showToast(describeApiError(error, t), 'error'),
    });
  };

  return (
    <section className={styles.models} aria-labelledby="live-models-title" data-testid="live-models">
      <header className={styles.modelsHead}>
        <h2 id="live-models-title" className={styles.modelsTitle}>
          <span className={styles.liveDot} aria-hidden="true" />
          {t('support.models.title')}
        </h2>
        {room !== 'lobby' ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onOpenRoom('lobby')}
            icon={<Icon name="users" size={16} />}
          >
            {t('support.models.lobby')}
          </Button>
        ) : null}
      </header>
      <RecordList
        query={query}
        items={models}
        compact
        errorTitle={t('support.models.loadFailed')}
        empty={{ title: t('support.models.emptyTitle'), text: t('support.models.emptyText'), as: 'line' }}
        loading={
          <div className={styles.modelList} aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={72} className={styles.modelSkeleton} />
            ))}
          </div>
        }
      >
        {(items) => (
          <ul className={styles.modelList}>
            {items.map((model) => {
              const here = model.id === current;
              return (
                <li
                  key={model.id}
                  className={[styles.model, here ? styles.modelHere : ''].join(' ')}
                  data-testid="live-model"
                >
                  <span className={styles.modelAvatar}>
                    <Avatar src={model.avatarUrl} size={52} />
                    <span
                      className={[styles.presence, model.online ? styles.presenceOn : ''].join(' ')}
                      aria-hidden="true"
                    />
                  </span>
                  <div className={styles.modelBody}>
                    <p className={styles.modelName}>{model.name}</p>
                    {model.tagline ? <p className={styles.modelTagline}>{model.tagline}</p> : null}
                    <p className={styles.modelMeta}>
                      <span className={model.online ? styles.online : styles.offline}>
                        {model.online ? t('support.models.online') : t('support.models.offline')}
                      </span>
                      <span className={styles.viewers}>
                        <Icon name="eye" size={13} />
                        {t('support.models.viewers', { count: model.viewers })}
                      </span>
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant={here ? 'outline' : 'gold'}
                    disabled={here}
                    loading={launch.isPending && launch.variables === model.id}
                    aria-label={
                      here
                        ? t('support.models.here', { name: model.name })
                        : t('support.models.chatWith', { name: model.name })
                    }
                    onClick={() => start(model)}
                    icon={<Icon name="message" size={15} />}
                  >
                    {here ? t('support.models.inRoom') : t('support.models.chat')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </RecordList>
    </section>
  );
}
