import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { toast } from '../../components/toast.tsx';
import { ConfirmDialog, Switch, ui } from '../../components/ui.tsx';
import { liveModelKeys, liveModelsApi, useLiveModels, type LiveModelRow } from './api/live-models-api.ts';
import { ModelAvatar } from './model-avatar.tsx';
import { ModelDialog } from './model-dialog.tsx';
import { draftOf, modelWrite } from './model-draft.ts';
import styles from './live-models.module.css';

/**
 * The live models of one merchant: who hosts a chat room of their own (CBS_modelList), shown to
 * players in sort order. An operator adds, edits, takes on- or offline and removes them.
 */
export function LiveModelsPage(props: {
  merchantCode: string;
  brandName: string;
  canManage: boolean;
  /** Uploading a picture is a content permission; without it the built-in artworks remain. */
  canUpload: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const models = useLiveModels(props.merchantCode);
  const [editing, setEditing] = useState<LiveModelRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LiveModelRow | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: liveModelKeys.list(props.merchantCode) });
  const toggle = useMutation({
    mutationFn: (model: LiveModelRow) =>
      liveModelsApi.update(
        props.merchantCode,
        model.id,
        modelWrite({ ...draftOf(model), online: !model.online }),
      ),
    onSuccess: (_, model) => {
      toast(
        t(model.online ? 'support.models.wentOffline' : 'support.models.wentOnline', { name: model.name }),
      );
      void refresh();
    },
    onError: (error) => toast(error.message, 'error'),
  });
  const remove = useMutation({
    mutationFn: (model: LiveModelRow) => liveModelsApi.remove(props.merchantCode, model.id),
    onSuccess: (_, model) => {
      toast(t('support.models.deleted', { name: model.name }));
      void refresh();
    },
    onError: (error) => toast(error.message, 'error'),
  });

  return (
    <>
      <ListPage
        title={t('support.models.title')}
        subtitle={t('support.models.subtitle', { merchant: props.brandName })}
        notice={!props.canManage && t('support.common.readOnly')}
        actions={
          props.canManage ? (
            <button type="button" className={ui.button} onClick={() => setEditing('new')}>
              {t('support.models.add')}
            </button>
          ) : undefined
        }
        rows={models.data?.list}
        error={models.error}
        empty={t('support.models.empty')}
      >
        {(rows) => (
          <table className={`${ui.table} ${styles.table}`} aria-label={t('support.models.listLabel')}>
            <thead>
              <tr>
                <th>{t('support.models.model')}</th>
                <th>{t('support.models.online')}</th>
                <th className={ui.amount}>{t('support.models.viewers')}</th>
                <th className={ui.amount}>{t('support.models.sortOrder')}</th>
                <th aria-label={t('support.models.actions')} />
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id}>
                  <td className={styles.modelCell}>
                    <div className={styles.who}>
                      <ModelAvatar name={m.name} url={m.avatarUrl} />
                      <div className={styles.whoText}>
                        <strong>{m.name}</strong>
                        <span className={ui.sub}>{m.tagline || t('support.models.noTagline')}</span>
                      </div>
                    </div>
                  </td>
                  <td className={styles.onlineCell}>
                    <div className={`${ui.row} ${ui.nowrap}`} style={{ gap: 8 }}>
                      <Switch
                        checked={m.online}
                        label={t('support.models.onlineNamed', { name: m.name })}
                        disabled={!props.canManage || toggle.isPending}
                        onChange={() => toggle.mutate(m)}
                      />
                      <span className={m.online ? styles.onlineText : ui.muted}>
                        {m.online ? t('support.models.isOnline') : t('support.models.isOffline')}
                      </span>
                    </div>
                  </td>
                  <td
                    className={`${ui.amount} ${styles.numberCell}`}
                    data-label={t('support.models.viewers')}
                  >
                    {m.viewers}
                  </td>
                  <td
                    className={`${ui.amount} ${styles.numberCell}`}
                    data-label={t('support.models.sortOrder')}
                  >
                    {m.sortOrder}
                  </td>
                  <td className={styles.actionsCell}>
                    {props.canManage ? (
                      <>
                        <button
                          type="button"
                          className={`${ui.button} ${ui.secondary} ${styles.small}`}
                          aria-label={t('support.models.editNamed', { name: m.name })}
                          onClick={() => setEditing(m)}
                        >
                          {t('support.models.edit')}
                        </button>
                        <button
                          type="button"
                          className={`${ui.button} ${ui.ghost} ${styles.small} ${styles.deleteButton}`}
                          aria-label={t('support.models.deleteNamed', { name: m.name })}
                          onClick={() => setDeleting(m)}
                        >
                          {t('common.delete')}
                        </button>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListPage>
      {editing ? (
        <ModelDialog
          key={editing === 'new' ? 'new' : editing.id}
          merchantCode={props.merchantCode}
          model={editing === 'new' ? null : editing}
          canUpload={props.canUpload}
          onDone={() => {
            setEditing(null);
            void refresh();
          }}
          onOpenChange={(next) => (next ? undefined : setEditing(null))}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('support.models.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('support.models.deleteText')}
        confirmLabel={t('support.models.deleteConfirm')}
        danger
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(next) => (next ? undefined : setDeleting(null))}
      />
    </>
  );
}
