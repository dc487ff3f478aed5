import { buildWhitelabelTree, WHITELABEL_TREE, type WhitelabelModuleId } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, Switch, ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSettings, type MerchantScreenProps } from '../../lib/merchant-settings.ts';
import { whitelabelApi } from './api/whitelabel-api.ts';

type Flags = Partial<Record<WhitelabelModuleId, boolean>>;

/** The effective on/off of every module (stored flags over the defaults). */
const effective = (flags: Flags): Flags =>
  Object.fromEntries(
    buildWhitelabelTree(flags).flatMap((group) => [
      [group.modId, group.enabled === 1],
      ...group.childrenNodes.map((leaf) => [leaf.modId, leaf.enabled === 1]),
    ]),
  );

export function WhitelabelPage({ merchantCode, brandName, canWrite }: MerchantScreenProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, isPending, error } = useSettings(merchantCode);
  const saved = useMemo(() => effective((data?.whitelabelFlags ?? {}) as Flags), [data]);
  const [draft, setDraft] = useState<Flags>({});
  useEffect(() => setDraft(saved), [saved]);
  const changed = (Object.keys(draft) as WhitelabelModuleId[]).filter((k) => draft[k] !== saved[k]);

  const save = useMutation({
    mutationFn: () =>
      whitelabelApi.save(merchantCode, { flags: Object.fromEntries(changed.map((k) => [k, draft[k]])) }),
    onSuccess: () => {
      toast(t('whitelabel.saved'));
      void client.invalidateQueries({ queryKey: queryKeys.settings(merchantCode) });
    },
  });

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('whitelabel.title')}
        subtitle={t('whitelabel.subtitle', { merchant: brandName })}
        actions={
          canWrite ? (
            <div className={ui.row}>
              {changed.length ? (
                <span className={ui.muted}>{t('whitelabel.changes', { count: changed.length })}</span>
              ) : null}
              <button
                type="button"
                className={ui.button}
                disabled={!changed.length || save.isPending}
                onClick={() => save.mutate()}
              >
                {save.isPending ? t('common.saving') : t('common.save')}
              </button>
            </div>
          ) : null
        }
      />
      {!canWrite ? <p className={ui.notice}>{t('common.readOnly')}</p> : null}
      <ErrorNote error={error ?? save.error} />
      {isPending ? (
        <Skeleton rows={6} />
      ) : (
        <div className={ui.grid2}>
          {(Object.keys(WHITELABEL_TREE) as (keyof typeof WHITELABEL_TREE)[]).map((group) => (
            <Card key={group} title={t(`whitelabel.groups.${group}`)}>
              <div style={{ display: 'grid', gap: 12 }}>
                {[group, ...WHITELABEL_TREE[group]].map((modId) => {
                  const isGroup = modId === group;
                  const off = !isGroup && draft[group] === false;
                  return (
                    <div
                      key={modId}
                      className={`${ui.row} ${ui.nowrap}`}
                      style={{ opacity: off ? 0.55 : 1, paddingLeft: isGroup ? 0 : 14 }}
                    >
                      <Switch
                        checked={!!draft[modId]}
                        label={t(`whitelabel.modules.${modId}`)}
                        disabled={!canWrite}
                        onChange={(checked) => setDraft((d) => ({ ...d, [modId]: checked }))}
                      />
                      <div style={{ display: 'grid' }}>
                        <span style={{ fontWeight: isGroup ? 650 : 500 }}>
                          {t(`whitelabel.modules.${modId}`)}
                        </span>
                        <code className={ui.muted} style={{ fontSize: 11 }}>
                          {modId}
                        </code>
                      </div>
                    </div>
                  );
                })}
              </div>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
