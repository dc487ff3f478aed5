import { CHAT_LOBBY, type TChatAdminMessage } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager.tsx';
import { toast } from '../../components/toast.tsx';
import {
  Card,
  ConfirmDialog,
  ErrorNote,
  FilterActions,
  SearchField,
  SelectField,
  Skeleton,
  ui,
} from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { chatApi, chatKeys, useChatMessages, useChatRooms } from './api/chat-api.ts';
import { roomModelId } from './chat-rules.ts';
import { MuteDialog } from './mute-dialog.tsx';
import styles from './chat.module.css';

/** The room's name: the lobby, or the live model whose room it is. */
function useRoomName(merchantCode: string) {
  const { t } = useTranslation();
  const rooms = useChatRooms(merchantCode);
  return (room: string) => {
    const modelId = roomModelId(room);
    if (modelId === null) return t('support.chat.lobby');
    const model = rooms.data?.list.find((m) => m.id === modelId);
    return model ? t('support.chat.modelRoom', { name: model.name }) : t('support.chat.unknownRoom');
  };
}

/** The chat's recent lines, newest first, filtered by room and account; delete a line, mute its author. */
export function MessagesPanel(props: { merchantCode: string; canModerate: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const when = useDateTime();
  const url = useUrlFilters({ room: '', account: '' });
  const { room, account } = url.filters;
  const query = useChatMessages(props.merchantCode, {
    room: room || undefined,
    account: account || undefined,
    pageNo: url.pageNo,
  });
  const rooms = useChatRooms(props.merchantCode);
  const roomName = useRoomName(props.merchantCode);
  const [deleting, setDeleting] = useState<TChatAdminMessage | null>(null);
  const [muting, setMuting] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (message: TChatAdminMessage) => chatApi.deleteMessage(props.merchantCode, message.id),
    onSuccess: (_, message) => {
      toast(t('support.chat.deletedToast', { account: message.member.account }));
      void client.invalidateQueries({ queryKey: chatKeys.messages(props.merchantCode) });
    },
    onError: (error) => toast(error.message, 'error'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    url.apply();
  };
  const rows = query.data?.list;

  return (
    <>
      <Card>
        <form role="search" onSubmit={submit} className={styles.filters}>
          <SelectField label={t('support.chat.roomFilter')} {...url.choice('room')}>
            <option value="">{t('support.chat.allRooms')}</option>
            <option value={CHAT_LOBBY}>{t('support.chat.lobby')}</option>
            {(rooms.data?.list ?? []).map((m) => (
              <option key={m.id} value={`model-${m.id}`}>
                {t('support.chat.modelRoom', { name: m.name })}
              </option>
            ))}
          </SelectField>
          <SearchField label={t('support.chat.account')} {...url.text('account')} maxLength={64} />
          <FilterActions
            searchLabel={t('common.search')}
            clearLabel={t('common.clearFilters')}
            filtered={url.filtered}
            onClear={url.clear}
          />
        </form>
      </Card>
      <Card>
        <ErrorNote error={query.error} />
        {rows === undefined ? (
          query.error ? null : (
            <Skeleton rows={6} />
          )
        ) : rows.length === 0 ? (
          <p className={ui.empty}>{url.filtered ? t('support.chat.noMatch') : t('support.chat.empty')}</p>
        ) : (
          <>
            <ul className={styles.lines} aria-label={t('support.chat.messagesLabel')}>
              {rows.map((m) => {
                const deleted = m.deletedAt !== null;
                return (
                  <li key={m.id} className={`${styles.line} ${deleted ? styles.deleted : ''}`}>
                    <div className={styles.lineHead}>
                      <strong>{m.author}</strong>
                      <span className={ui.muted}>{m.member.account}</span>
                      <span className={styles.room}>{roomName(m.room)}</span>
                      <span className={ui.spacer} />
                      <time className={ui.muted} dateTime={m.at}>
                        {when(m.at)}
                      </time>
                    </div>
                    <p className={styles.lineText}>{m.text}</p>
                    {deleted ? (
                      <p className={styles.deletedBy}>
                        {t('support.chat.deletedBy', { operator: m.deletedBy ?? '—', at: when(m.deletedAt) })}
                      </p>
                    ) : null}
                    {props.canModerate ? (
                      <div className={styles.lineActions}>
                        <button
                          type="button"
                          className={`${ui.button} ${ui.secondary} ${styles.small}`}
                          aria-label={t('support.chat.muteNamed', { account: m.member.account })}
                          onClick={() => setMuting(m.member.account)}
                        >
                          {t('support.chat.mute')}
                        </button>
                        {deleted ? null : (
                          <button
                            type="button"
                            className={`${ui.button} ${ui.secondary} ${styles.small} ${styles.deleteButton}`}
                            aria-label={t('support.chat.deleteNamed', {
                              account: m.member.account,
                              at: when(m.at),
                            })}
                            disabled={remove.isPending}
                            onClick={() => setDeleting(m)}
                          >
                            {t('common.delete')}
                          </button>
                        )}
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {query.data ? (
              <Pager
                label={t('support.chat.pager')}
                pageNo={query.data.pageNo}
                totalPages={query.data.totalPages}
                total={query.data.total}
                onChange={url.setPage}
              />
            ) : null}
          </>
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={t('support.chat.deleteTitle')}
        text={deleting ? t('support.chat.deleteText', { author: deleting.author, text: deleting.text }) : ''}
        confirmLabel={t('support.chat.deleteConfirm')}
        danger
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(next) => (next ? undefined : setDeleting(null))}
      />
      {muting !== null ? (
        <MuteDialog
          merchantCode={props.merchantCode}
          account={muting}
          onDone={() => setMuting(null)}
          onOpenChange={(next) => (next ? undefined : setMuting(null))}
        />
      ) : null}
    </>
  );
}
