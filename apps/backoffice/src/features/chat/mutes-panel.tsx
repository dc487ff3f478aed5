import type { TChatMuteEntry } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ConfirmDialog, ErrorNote, Skeleton, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { chatApi, chatKeys, useChatMutes } from './api/chat-api.ts';
import { MuteDialog } from './mute-dialog.tsx';
import styles from './chat.module.css';

/** The members who may not speak in the chat now, until when and why; a mute can be lifted early. */
export function MutesPanel(props: { merchantCode: string; canModerate: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const when = useDateTime();
  const mutes = useChatMutes(props.merchantCode);
  const [adding, setAdding] = useState(false);
  const [lifting, setLifting] = useState<TChatMuteEntry | null>(null);
  const lift = useMutation({
    mutationFn: (entry: TChatMuteEntry) =>
      chatApi.mute(props.merchantCode, { account: entry.member.account, minutes: 0, reason: '' }),
    onSuccess: (mutes, entry) => {
      toast(t('support.chat.liftedToast', { account: entry.member.account }));
      client.setQueryData(chatKeys.mutes(props.merchantCode), mutes);
    },
    onError: (error) => toast(error.message, 'error'),
  });
  const list = mutes.data?.list;

  return (
    <>
      <Card>
        <div className={`${ui.row} ${styles.cardHead}`}>
          <h2 className={ui.cardTitle}>{t('support.chat.mutesTitle')}</h2>
          <span className={ui.spacer} />
          {props.canModerate ? (
            <button type="button" className={ui.button} onClick={() => setAdding(true)}>
              {t('support.chat.muteMember')}
            </button>
          ) : null}
        </div>
        <ErrorNote error={mutes.error} />
        {list === undefined ? (
          mutes.error ? null : (
            <Skeleton rows={4} />
          )
        ) : list.length === 0 ? (
          <p className={ui.empty}>{t('support.chat.noMutes')}</p>
        ) : (
          <div className={ui.tableScroll}>
            <table className={`${ui.table} ${styles.mutesTable}`} aria-label={t('support.chat.mutesTitle')}>
              <thead>
                <tr>
                  <th>{t('support.chat.account')}</th>
                  <th>{t('support.chat.until')}</th>
                  <th>{t('support.chat.reason')}</th>
                  <th>{t('support.chat.mutedBy')}</th>
                  <th aria-label={t('support.chat.actions')} />
                </tr>
              </thead>
              <tbody>
                {list.map((m) => (
                  <tr key={m.member.id}>
                    <td>
                      <strong>{m.member.account}</strong>
                    </td>
                    <td className={ui.oneLine} data-label={t('support.chat.until')}>
                      {when(m.until)}
                    </td>
                    <td className={styles.reasonCell} data-label={t('support.chat.reason')}>
                      {m.reason || '—'}
                    </td>
                    <td data-label={t('support.chat.mutedBy')}>{m.by ?? '—'}</td>
                    <td className={styles.actionsCell}>
                      {props.canModerate ? (
                        <button
                          type="button"
                          className={`${ui.button} ${ui.secondary} ${styles.small}`}
                          aria-label={t('support.chat.liftNamed', { account: m.member.account })}
                          disabled={lift.isPending}
                          onClick={() => setLifting(m)}
                        >
                          {t('support.chat.lift')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={lifting !== null}
        title={t('support.chat.liftTitle')}
        text={lifting ? t('support.chat.liftText', { account: lifting.member.account }) : ''}
        confirmLabel={t('support.chat.lift')}
        onConfirm={() => lifting && lift.mutate(lifting)}
        onOpenChange={(next) => (next ? undefined : setLifting(null))}
      />
      {adding ? (
        <MuteDialog
          merchantCode={props.merchantCode}
          account=""
          onDone={() => setAdding(false)}
          onOpenChange={(next) => (next ? undefined : setAdding(false))}
        />
      ) : null}
    </>
  );
}
