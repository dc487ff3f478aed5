import { REGION_RULE_KINDS, type TRegionRule, type TRegionRuleCreate } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ConfirmDialog, ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSettings, type MerchantScreenProps } from '../../lib/merchant-settings.ts';
import { regionRulesApi } from './api/region-rules-api.ts';

export function RegionRulesPage({ merchantCode, brandName, canWrite }: MerchantScreenProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { data, isPending, error } = useSettings(merchantCode);
  const [kind, setKind] = useState<TRegionRuleCreate['kind']>('BLOCK_IP');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [removing, setRemoving] = useState<TRegionRule | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.settings(merchantCode) });

  const add = useMutation({
    mutationFn: (body: TRegionRuleCreate) => regionRulesApi.create(merchantCode, body),
    onSuccess: () => {
      toast(t('regionRules.added'));
      setValue('');
      setNote('');
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => regionRulesApi.remove(merchantCode, id),
    onSuccess: () => {
      toast(t('regionRules.deleted'));
      void refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ kind, value: value.trim(), note: note.trim() });
  };
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'CN' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('regionRules.title')}
        subtitle={t('regionRules.subtitle', { merchant: brandName })}
      />
      {!canWrite ? <p className={ui.notice}>{t('common.readOnly')}</p> : null}
      {canWrite ? (
        <Card title={t('regionRules.add')}>
          <form onSubmit={submit} className={ui.row} style={{ alignItems: 'flex-end' }}>
            <label className={ui.field} style={{ minWidth: 200 }}>
              <span>{t('regionRules.kind')}</span>
              <select
                className={ui.select}
                value={kind}
                onChange={(e) => setKind(e.target.value as TRegionRuleCreate['kind'])}
              >
                {REGION_RULE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`regionRules.kinds.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={ui.field} style={{ flex: 1, minWidth: 200 }}>
              <span>{t('regionRules.value')}</span>
              <input
                className={`${ui.input} ${add.error ? ui.invalid : ''}`}
                value={value}
                placeholder={t('regionRules.valuePlaceholder')}
                onChange={(e) => setValue(e.target.value)}
                required
                maxLength={64}
              />
            </label>
            <label className={ui.field} style={{ flex: 1, minWidth: 160 }}>
              <span>{t('regionRules.note')}</span>
              <input
                className={ui.input}
                value={note}
                maxLength={200}
                onChange={(e) => setNote(e.target.value)}
              />
            </label>
            <button type="submit" className={ui.button} disabled={add.isPending}>
              {t('regionRules.add')}
            </button>
          </form>
          <div style={{ marginTop: 12 }}>
            <ErrorNote error={add.error} />
          </div>
        </Card>
      ) : null}
      <Card>
        <ErrorNote error={error ?? remove.error} />
        {isPending ? (
          <Skeleton rows={3} />
        ) : !data || data.regionRules.length === 0 ? (
          <p className={ui.empty}>{t('regionRules.empty')}</p>
        ) : (
          <table className={ui.table}>
            <thead>
              <tr>
                <th>{t('regionRules.kind')}</th>
                <th>{t('regionRules.value')}</th>
                <th>{t('regionRules.note')}</th>
                <th>{t('regionRules.createdBy')}</th>
                <th>{t('regionRules.createdAt')}</th>
                <th aria-label={t('common.delete')} />
              </tr>
            </thead>
            <tbody>
              {data.regionRules.map((rule) => (
                <tr key={rule.id}>
                  <td>
                    <span className={`${ui.badge} ${rule.kind === 'ALLOW_IP' ? ui.ok : ui.bad}`}>
                      {t(`regionRules.kinds.${rule.kind}`)}
                    </span>
                  </td>
                  <td className={ui.mono}>{rule.value}</td>
                  <td>{rule.note}</td>
                  <td>{rule.createdBy}</td>
                  <td className={ui.muted}>{dateFormat.format(new Date(rule.createdAt))}</td>
                  <td style={{ textAlign: 'right' }}>
                    {canWrite ? (
                      <button
                        type="button"
                        className={`${ui.button} ${ui.ghost}`}
                        aria-label={`${t('common.delete')} ${rule.value}`}
                        onClick={() => setRemoving(rule)}
                      >
                        {t('common.delete')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('regionRules.deleteTitle')}
        text={t('regionRules.deleteText', {
          value: removing?.value ?? '',
          effect:
            removing?.kind === 'ALLOW_IP' ? t('regionRules.effectAllowed') : t('regionRules.effectBlocked'),
        })}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </div>
  );
}
