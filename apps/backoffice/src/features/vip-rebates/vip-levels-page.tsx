import { VIP_ICONS, type TVipLevelInput, type VipIcon } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import type { MerchantScreenProps } from '../../lib/merchant-settings.ts';
import { useVipLevels, useVipMembers, vipKeys, vipRebatesApi } from './api/vip-rebates-api.ts';
import styles from './vip-rebates.module.css';

/** The languages a level is named in (the player site's five). */
const NAME_LANGUAGES = ['EN', 'CN', 'TH', 'VI', 'KO'] as const;
/** The categories a rebate rate is set for. */
const RATE_CATEGORIES = ['LIVE', 'RNG', 'SPORTS', 'FISH', 'LOTT', 'BOARD', 'ESPORTS', 'PVP'] as const;
const AMOUNT_FIELDS = [
  'depositThreshold',
  'betThreshold',
  'keepBet',
  'upgradeBonus',
  'monthlyBonus',
  'birthdayBonus',
] as const;

interface Draft {
  windowDays: string;
  levels: TVipLevelInput[];
}

const blankLevel = (level: number): TVipLevelInput => ({
  level,
  code: `LEVEL_${level}`,
  names: { EN: `Level ${level}` },
  icon: 'star',
  color: '#c9a227',
  depositThreshold: '0',
  betThreshold: '0',
  keepBet: '0',
  upgradeBonus: '0',
  monthlyBonus: '0',
  birthdayBonus: '0',
  rebateRatesBps: {},
  withdrawDailyCount: null,
  withdrawDailyAmount: null,
});

/**
 * VIP levels of a merchant (issue 12): names per language, thresholds, keep requirement, bonuses,
 * rebate rates per category and withdrawal limits, saved together (audited); members per level.
 */
export function VipLevelsPage(props: MerchantScreenProps & { currency: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useVipLevels(props.merchantCode);
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(
    () =>
      setDraft(query.data ? { windowDays: String(query.data.windowDays), levels: query.data.levels } : null),
    [query.data],
  );
  const save = useMutation({
    mutationFn: () =>
      vipRebatesApi.saveLevels(props.merchantCode, {
        windowDays: Number(draft!.windowDays),
        levels: draft!.levels.map((l, i) => ({ ...l, level: i })),
      }),
    onSuccess: (saved) => {
      client.setQueryData(vipKeys.levels(props.merchantCode), saved);
      void client.invalidateQueries({ queryKey: ['vip-members', props.merchantCode] });
      toast(t('vipAdmin.saved'));
    },
  });
  const setLevel = (index: number, change: Partial<TVipLevelInput>) =>
    setDraft((d) =>
      d ? { ...d, levels: d.levels.map((l, i) => (i === index ? { ...l, ...change } : l)) } : d,
    );

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('vipAdmin.title')}
        subtitle={t('vipAdmin.subtitle', { merchant: props.brandName, currency: props.currency })}
        actions={
          props.canWrite && draft ? (
            <div className={ui.row}>
              <button
                type="button"
                className={`${ui.button} ${ui.secondary}`}
                onClick={() =>
                  setDraft({ ...draft, levels: [...draft.levels, blankLevel(draft.levels.length)] })
                }
              >
                {t('vipAdmin.addLevel')}
              </button>
              <button
                type="button"
                className={ui.button}
                disabled={save.isPending}
                onClick={() => save.mutate()}
              >
                {save.isPending ? t('common.saving') : t('common.save')}
              </button>
            </div>
          ) : null
        }
      />
      {!props.canWrite ? <p className={ui.notice}>{t('common.readOnly')}</p> : null}
      <ErrorNote error={query.error ?? save.error} />
      {!draft ? (
        query.error ? null : (
          <Card>
            <Skeleton rows={8} />
          </Card>
        )
      ) : (
        <>
          <Card title={t('vipAdmin.windowTitle')}>
            <label className={ui.field} style={{ maxWidth: 240 }}>
              <span>{t('vipAdmin.windowDays')}</span>
              <input
                className={ui.input}
                inputMode="numeric"
                value={draft.windowDays}
                disabled={!props.canWrite}
                onChange={(e) => setDraft({ ...draft, windowDays: e.target.value })}
              />
            </label>
          </Card>
          {draft.levels.map((level, index) => (
            <Card
              key={index}
              title={t('vipAdmin.levelTitle', { level: index, name: level.names.EN ?? level.code })}
            >
              <div className={styles.levelHead}>
                <span className={styles.swatch} style={{ background: level.color }} aria-hidden="true" />
                <label className={ui.field}>
                  <span>{t('vipAdmin.code')}</span>
                  <input
                    className={ui.input}
                    value={level.code}
                    disabled={!props.canWrite}
                    onChange={(e) => setLevel(index, { code: e.target.value.toUpperCase() })}
                  />
                </label>
                <label className={ui.field}>
                  <span>{t('vipAdmin.icon')}</span>
                  <select
                    className={ui.select}
                    value={level.icon}
                    disabled={!props.canWrite}
                    onChange={(e) => setLevel(index, { icon: e.target.value as VipIcon })}
                  >
                    {VIP_ICONS.map((icon) => (
                      <option key={icon} value={icon}>
                        {t(`vipAdmin.icons.${icon}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={ui.field}>
                  <span>{t('vipAdmin.color')}</span>
                  <input
                    className={`${ui.input} ${styles.color}`}
                    type="color"
                    value={level.color}
                    disabled={!props.canWrite}
                    onChange={(e) => setLevel(index, { color: e.target.value })}
                  />
                </label>
                {props.canWrite && index === draft.levels.length - 1 && index > 0 ? (
                  <button
                    type="button"
                    className={`${ui.button} ${ui.danger}`}
                    onClick={() => setDraft({ ...draft, levels: draft.levels.slice(0, -1) })}
                  >
                    {t('vipAdmin.removeLevel')}
                  </button>
                ) : null}
              </div>
              <h3 className={styles.subTitle}>{t('vipAdmin.names')}</h3>
              <div className={styles.grid}>
                {NAME_LANGUAGES.map((lang) => (
                  <label key={lang} className={ui.field}>
                    <span>{t('vipAdmin.nameIn', { language: lang })}</span>
                    <input
                      className={ui.input}
                      value={level.names[lang] ?? ''}
                      disabled={!props.canWrite}
                      onChange={(e) => {
                        const names = { ...level.names, [lang]: e.target.value };
                        if (!e.target.value) delete names[lang];
                        setLevel(index, { names });
                      }}
                    />
                  </label>
                ))}
              </div>
              <h3 className={styles.subTitle}>{t('vipAdmin.amounts', { currency: props.currency })}</h3>
              <div className={styles.grid}>
                {AMOUNT_FIELDS.map((field) => (
                  <label key={field} className={ui.field}>
                    <span>{t(`vipAdmin.fields.${field}`)}</span>
                    <input
                      className={ui.input}
                      inputMode="decimal"
                      value={level[field]}
                      disabled={!props.canWrite}
                      onChange={(e) => setLevel(index, { [field]: e.target.value })}
                    />
                  </label>
                ))}
              </div>
              <h3 className={styles.subTitle}>{t('vipAdmin.rates')}</h3>
              <div className={styles.grid}>
                {RATE_CATEGORIES.map((category) => (
                  <label key={category} className={ui.field}>
                    <span>{t('vipAdmin.rateOf', { category: t(`vipAdmin.categories.${category}`) })}</span>
                    <input
                      className={ui.input}
                      inputMode="numeric"
                      value={String(level.rebateRatesBps[category] ?? 0)}
                      disabled={!props.canWrite}
                      onChange={(e) =>
                        setLevel(index, {
                          rebateRatesBps: {
                            ...level.rebateRatesBps,
                            [category]: /^\d{1,3}$/.test(e.target.value) ? Number(e.target.value) : 0,
                          },
                        })
                      }
                    />
                  </label>
                ))}
              </div>
              <h3 className={styles.subTitle}>{t('vipAdmin.withdrawals')}</h3>
              <div className={styles.grid}>
                <label className={ui.field}>
                  <span>{t('vipAdmin.withdrawCount')}</span>
                  <input
                    className={ui.input}
                    inputMode="numeric"
                    placeholder={t('vipAdmin.unlimited')}
                    value={level.withdrawDailyCount === null ? '' : String(level.withdrawDailyCount)}
                    disabled={!props.canWrite}
                    onChange={(e) =>
                      setLevel(index, {
                        withdrawDailyCount: /^\d+$/.test(e.target.value) ? Number(e.target.value) : null,
                      })
                    }
                  />
                </label>
                <label className={ui.field}>
                  <span>{t('vipAdmin.withdrawAmount', { currency: props.currency })}</span>
                  <input
                    className={ui.input}
                    inputMode="decimal"
                    placeholder={t('vipAdmin.unlimited')}
                    value={level.withdrawDailyAmount ?? ''}
                    disabled={!props.canWrite}
                    onChange={(e) => setLevel(index, { withdrawDailyAmount: e.target.value || null })}
                  />
                </label>
              </div>
            </Card>
          ))}
          <VipMembers merchantCode={props.merchantCode} levels={draft.levels} />
        </>
      )}
    </div>
  );
}

/** Members per level: counts over the merchant, then the members of one level. */
function VipMembers({ merchantCode, levels }: { merchantCode: string; levels: TVipLevelInput[] }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [level, setLevel] = useState<number | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const members = useVipMembers(merchantCode, level, pageNo);
  const nameOf = (n: number) => levels[n]?.names.EN ?? levels[n]?.code ?? String(n);
  return (
    <Card title={t('vipAdmin.membersTitle')}>
      <div className={ui.row} role="group" aria-label={t('vipAdmin.levelFilter')}>
        <button
          type="button"
          className={`${ui.button} ${level === null ? '' : ui.secondary}`}
          aria-pressed={level === null}
          onClick={() => {
            setLevel(null);
            setPageNo(1);
          }}
        >
          {t('vipAdmin.allLevels')}
        </button>
        {levels.map((l, i) => (
          <button
            key={i}
            type="button"
            className={`${ui.button} ${level === i ? '' : ui.secondary}`}
            aria-pressed={level === i}
            onClick={() => {
              setLevel(i);
              setPageNo(1);
            }}
          >
            {nameOf(i)} ({members.data?.counts.find((c) => c.level === i)?.members ?? 0})
          </button>
        ))}
      </div>
      <ErrorNote error={members.error} />
      {members.data ? (
        members.data.list.length === 0 ? (
          <p className={ui.empty}>{t('vipAdmin.noMembers')}</p>
        ) : (
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">{t('vipAdmin.member')}</th>
                <th scope="col">{t('vipAdmin.level')}</th>
                <th scope="col">{t('vipAdmin.reachedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {members.data.list.map((m) => (
                <tr key={m.memberId}>
                  <td>{m.username}</td>
                  <td>{nameOf(m.level)}</td>
                  <td>{dateTime(m.reachedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : (
        <Skeleton rows={4} />
      )}
      {members.data && members.data.totalPages > 1 ? (
        <div className={ui.row}>
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('vipAdmin.previous')}
          </button>
          <span className={ui.muted}>
            {t('vipAdmin.page', { page: pageNo, pages: members.data.totalPages })}
          </span>
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            disabled={pageNo >= members.data.totalPages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('vipAdmin.next')}
          </button>
        </div>
      ) : null}
    </Card>
  );
}
