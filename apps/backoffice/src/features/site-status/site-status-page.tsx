import type { TMaintenanceUpdate } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import {
  Card,
  ConfirmDialog,
  ErrorNote,
  PageHeader,
  Skeleton,
  StateBadge,
  Switch,
  ui,
} from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSettings, type MerchantScreenProps } from '../../lib/merchant-settings.ts';
import { summarizeState } from '../../lib/site-state.ts';
import { siteStatusApi } from './api/site-status-api.ts';

/** `datetime-local` works in local time; the API wants an ISO instant. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function SiteStatusPage({ merchantCode, brandName, canWrite }: MerchantScreenProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, isPending, error } = useSettings(merchantCode);
  const [enabled, setEnabled] = useState(false);
  const [message, setMessage] = useState('');
  const [until, setUntil] = useState('');
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!data) return;
    setEnabled(data.maintenance.enabled);
    setMessage(data.maintenance.message);
    setUntil(toLocalInput(data.maintenance.until));
  }, [data]);

  const save = useMutation({
    mutationFn: (body: TMaintenanceUpdate) => siteStatusApi.saveMaintenance(merchantCode, body),
    onSuccess: () => {
      toast(t('siteStatus.saved'));
      void client.invalidateQueries({ queryKey: queryKeys.settings(merchantCode) });
    },
  });
  const submit = () =>
    save.mutate({ enabled, message: message.trim(), until: until ? new Date(until).toISOString() : null });
  const onSave = () => (enabled && !data?.maintenance.enabled ? setConfirming(true) : submit());

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('siteStatus.title')}
        subtitle={t('siteStatus.subtitle', { merchant: brandName })}
      />
      {!canWrite ? <p className={ui.notice}>{t('common.readOnly')}</p> : null}
      <ErrorNote error={error} />
      {isPending ? (
        <Skeleton rows={4} />
      ) : data ? (
        <Card>
          <div style={{ display: 'grid', gap: 18 }}>
            <div className={ui.row}>
              <span className={ui.muted}>{t('siteStatus.current')}</span>
              <StateBadge state={summarizeState(data)} />
            </div>
            <div className={ui.row}>
              <Switch
                checked={enabled}
                onChange={setEnabled}
                label={t('siteStatus.maintenance')}
                disabled={!canWrite}
              />
              <strong>{t('siteStatus.maintenance')}</strong>
            </div>
            <label className={ui.field}>
              <span>{t('siteStatus.message')}</span>
              <textarea
                className={ui.textarea}
                value={message}
                maxLength={500}
                placeholder={t('siteStatus.messagePlaceholder')}
                onChange={(e) => setMessage(e.target.value)}
                disabled={!canWrite}
              />
            </label>
            <label className={ui.field} style={{ maxWidth: 320 }}>
              <span>{t('siteStatus.until')}</span>
              <input
                type="datetime-local"
                className={ui.input}
                value={until}
                onChange={(e) => setUntil(e.target.value)}
                disabled={!canWrite}
              />
            </label>
            <ErrorNote error={save.error} />
            <div className={ui.row}>
              <button
                type="button"
                className={ui.button}
                onClick={onSave}
                disabled={!canWrite || save.isPending}
              >
                {save.isPending ? t('common.saving') : t('common.save')}
              </button>
            </div>
          </div>
        </Card>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('siteStatus.confirmTitle')}
        text={t('siteStatus.confirmText', { merchant: brandName })}
        confirmLabel={t('siteStatus.turnOn')}
        danger
        onConfirm={submit}
      />
    </div>
  );
}
