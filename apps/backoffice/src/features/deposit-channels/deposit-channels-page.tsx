import type { TDepositChannelAdmin } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import type { MerchantScreenProps } from '../../lib/merchant-settings.ts';
import { depositChannelsApi, useDepositChannels } from './api/deposit-channels-api.ts';
import { ChannelDialog } from './channel-dialog.tsx';
import {
  createBody,
  draftOf,
  emptyDraft,
  percentOfBps,
  updateBody,
  type ChannelDraft,
} from './channel-draft.ts';
import styles from './deposit-channels.module.css';

type Editing = { mode: 'create' } | { mode: 'edit'; channel: TDepositChannelAdmin } | null;

/** How a merchant's members pay in: online channels (a payment provider) and bank transfers. */
export function DepositChannelsPage(props: MerchantScreenProps & { currency: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = queryKeys.depositChannels(props.merchantCode);
  const query = useDepositChannels(props.merchantCode);
  const [editing, setEditing] = useState<Editing>(null);
  const pspCodes = query.data?.pspCodes ?? [];

  const save = useMutation({
    mutationFn: (draft: ChannelDraft) =>
      editing?.mode === 'edit'
        ? depositChannelsApi.update(props.merchantCode, editing.channel.id, updateBody(draft))
        : depositChannelsApi.create(props.merchantCode, createBody(draft)),
    onSuccess: (channel) => {
      void client.invalidateQueries({ queryKey: key });
      toast(t('depositChannels.saved', { name: channel.name }));
      setEditing(null);
    },
  });

  return (
    <>
      <ListPage
        title={t('depositChannels.title')}
        subtitle={t('depositChannels.subtitle', { merchant: props.brandName })}
        actions={
          props.canWrite ? (
            <button
              type="button"
              className={ui.button}
              onClick={() => {
                save.reset();
                setEditing({ mode: 'create' });
              }}
            >
              {t('depositChannels.add')}
            </button>
          ) : null
        }
        notice={!props.canWrite && t('common.readOnly')}
        rows={query.data?.channels}
        error={query.error}
        empty={t('depositChannels.empty')}
        skeletonRows={4}
      >
        {(channels) => (
          <table className={ui.table} aria-label={t('depositChannels.title')}>
            <thead>
              <tr>
                <th>{t('depositChannels.nameColumn')}</th>
                <th>{t('depositChannels.limits')}</th>
                <th>{t('depositChannels.fee')}</th>
                <th>{t('depositChannels.destination')}</th>
                <th>{t('depositChannels.bonus')}</th>
                <th>{t('depositChannels.status')}</th>
                <th>{t('depositChannels.order')}</th>
                {props.canWrite ? <th aria-label={t('depositChannels.actions')} /> : null}
              </tr>
            </thead>
            <tbody>
              {channels.map((c) => (
                <tr key={c.id}>
                  <td>
                    <span className={styles.name}>{c.name}</span>
                    <span className={ui.sub}>{t(`depositChannels.kinds.${c.kind}`)}</span>
                  </td>
                  <td className={`${ui.mono} ${ui.oneLine}`}>
                    {c.min} – {c.max} {c.currency}
                  </td>
                  <td className={ui.oneLine}>
                    {percentOfBps(c.feeBps)}
                    {c.feeFixed.replace(/[0.]/g, '') ? ` + ${c.feeFixed}` : ''}
                  </td>
                  <td>
                    {c.kind === 'ONLINE' ? (
                      <span className={ui.mono}>{c.pspCode}</span>
                    ) : c.bankAccount ? (
                      <>
                        {c.bankAccount.bankName}
                        <span className={ui.sub}>
                          {c.bankAccount.accountName} ·{' '}
                          <span className={`${ui.mono} ${ui.oneLine}`}>{c.bankAccount.accountNumber}</span>
                        </span>
                      </>
                    ) : null}
                  </td>
                  <td>{c.bonusEligible ? t('common.yes') : t('common.no')}</td>
                  <td>
                    <span className={`${ui.badge} ${c.enabled ? ui.ok : ui.bad}`}>
                      {c.enabled ? t('depositChannels.on') : t('depositChannels.off')}
                    </span>
                  </td>
                  <td>{c.sortOrder}</td>
                  {props.canWrite ? (
                    <td>
                      <button
                        type="button"
                        className={`${ui.button} ${ui.secondary}`}
                        aria-label={t('depositChannels.editNamed', { name: c.name })}
                        onClick={() => {
                          save.reset();
                          setEditing({ mode: 'edit', channel: c });
                        }}
                      >
                        {t('depositChannels.edit')}
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListPage>
      {editing ? (
        <ChannelDialog
          key={editing.mode === 'edit' ? editing.channel.id : 'new'}
          initial={
            editing.mode === 'edit' ? draftOf(editing.channel) : emptyDraft('ONLINE', pspCodes[0] ?? '')
          }
          creating={editing.mode === 'create'}
          currency={props.currency}
          pspCodes={pspCodes}
          pending={save.isPending}
          error={save.error}
          onSave={(draft) => save.mutate(draft)}
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
    </>
  );
}
