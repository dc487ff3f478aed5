import { EARNING_POINT_TYPES, GOODS_KINDS, type EarningPointType, type GoodsKind } from '@platform/contracts';
import type { TGoodsAdmin, TPointConfig } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import {
  Card,
  ErrorNote,
  PageHeader,
  SelectField,
  Skeleton,
  Switch,
  TextField,
  ui,
} from '../../components/ui.tsx';
import { useMoney } from '../../lib/format.ts';
import { pointsRewardsApi, useGoods, usePointConfig } from './points-rewards-api.ts';
import styles from './points-rewards.module.css';

interface Props {
  merchantCode: string;
  brandName: string;
  canWrite: boolean;
  currency: string;
  languages: string[];
}

/** The mall's console: earning ratios and conversion (rewards.manage), and the goods editor. */
export function PointsMallPage(props: Props) {
  const { t } = useTranslation();
  return (
    <div className={ui.page}>
      <PageHeader
        title={t('pointsAdmin.title')}
        subtitle={t('pointsAdmin.subtitle', { merchant: props.brandName, currency: props.currency })}
      />
      <ConfigCard {...props} />
      <GoodsCard {...props} />
    </div>
  );
}

type RatioDraft = Record<EarningPointType, { betUnit: string; points: string }>;

function ConfigCard({ merchantCode, canWrite, currency }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const config = usePointConfig(merchantCode);
  const [ratios, setRatios] = useState<RatioDraft | null>(null);
  const [convert, setConvert] = useState({ points: '', amount: '', min: '', enabled: true });

  useEffect(() => {
    if (!config.data) return;
    const c: TPointConfig = config.data;
    const draft = Object.fromEntries(
      EARNING_POINT_TYPES.map((type) => {
        const r = c.ratios.find((x) => x.type === type);
        return [type, { betUnit: r?.betUnit ?? '', points: r ? String(r.points) : '' }];
      }),
    ) as RatioDraft;
    setRatios(draft);
    setConvert({
      points: String(c.convertPoints),
      amount: c.convertAmount,
      min: String(c.convertMinPoints),
      enabled: c.convertEnabled,
    });
  }, [config.data]);

  const save = useMutation({
    mutationFn: () =>
      pointsRewardsApi.saveConfig(merchantCode, {
        ratios: EARNING_POINT_TYPES.filter(
          (type) => ratios?.[type].betUnit && ratios[type].points !== '',
        ).map((type) => ({ type, betUnit: ratios![type].betUnit, points: Number(ratios![type].points) })),
        convertPoints: Number(convert.points),
        convertAmount: convert.amount,
        convertMinPoints: Number(convert.min),
        convertEnabled: convert.enabled,
      }),
    onSuccess: (saved) => {
      client.setQueryData(['points-config', merchantCode], saved);
      toast(t('pointsAdmin.saved'));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };

  return (
    <Card title={t('pointsAdmin.configTitle')}>
      <ErrorNote error={config.error} />
      {!ratios ? (
        <Skeleton rows={4} />
      ) : (
        <form onSubmit={submit} className={styles.form}>
          <p className={ui.muted}>{t('pointsAdmin.configText')}</p>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">{t('pointsAdmin.type')}</th>
                <th scope="col">{t('pointsAdmin.betUnit', { currency })}</th>
                <th scope="col">{t('pointsAdmin.points')}</th>
              </tr>
            </thead>
            <tbody>
              {EARNING_POINT_TYPES.map((type) => (
                <tr key={type}>
                  <th scope="row">{t(`pointsAdmin.types.${type}`)}</th>
                  <td>
                    <input
                      className={ui.input}
                      aria-label={t('pointsAdmin.betUnitOf', { type: t(`pointsAdmin.types.${type}`) })}
                      inputMode="decimal"
                      value={ratios[type].betUnit}
                      disabled={!canWrite}
                      onChange={(e) =>
                        setRatios({ ...ratios, [type]: { ...ratios[type], betUnit: e.target.value } })
                      }
                    />
                  </td>
                  <td>
                    <input
                      className={ui.input}
                      aria-label={t('pointsAdmin.pointsOf', { type: t(`pointsAdmin.types.${type}`) })}
                      inputMode="numeric"
                      value={ratios[type].points}
                      disabled={!canWrite}
                      onChange={(e) =>
                        setRatios({
                          ...ratios,
                          [type]: { ...ratios[type], points: e.target.value.replace(/\D/g, '') },
                        })
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={ui.grid}>
            <TextField
              label={t('pointsAdmin.convertPoints')}
              inputMode="numeric"
              value={convert.points}
              disabled={!canWrite}
              onChange={(v) => setConvert({ ...convert, points: v.replace(/\D/g, '') })}
            />
            <TextField
              label={t('pointsAdmin.convertAmount', { currency })}
              inputMode="decimal"
              value={convert.amount}
              disabled={!canWrite}
              onChange={(v) => setConvert({ ...convert, amount: v })}
            />
            <TextField
              label={t('pointsAdmin.convertMin')}
              inputMode="numeric"
              value={convert.min}
              disabled={!canWrite}
              onChange={(v) => setConvert({ ...convert, min: v.replace(/\D/g, '') })}
            />
          </div>
          <div className={ui.row}>
            <Switch
              checked={convert.enabled}
              disabled={!canWrite}
              onChange={(enabled) => setConvert({ ...convert, enabled })}
              label={t('pointsAdmin.convertEnabled')}
            />
            <span>{t('pointsAdmin.convertEnabled')}</span>
            <span className={ui.spacer} />
            <button type="submit" className={ui.button} disabled={!canWrite || save.isPending}>
              {save.isPending ? t('pointsAdmin.saving') : t('pointsAdmin.save')}
            </button>
          </div>
          <ErrorNote error={save.error} />
        </form>
      )}
    </Card>
  );
}

interface GoodsDraft {
  id: string | null;
  kind: GoodsKind;
  names: Record<string, string>;
  imageUrl: string;
  pointsRequired: string;
  amount: string;
  stock: string;
  active: boolean;
  sortOrder: string;
}

const emptyDraft = (): GoodsDraft => ({
  id: null,
  kind: 'PHYSICAL',
  names: {},
  imageUrl: '',
  pointsRequired: '',
  amount: '',
  stock: '0',
  active: true,
  sortOrder: '100',
});

const draftOf = (g: TGoodsAdmin): GoodsDraft => ({
  id: g.id,
  kind: g.kind,
  names: g.names,
  imageUrl: g.imageUrl ?? '',
  pointsRequired: String(g.pointsRequired),
  amount: g.amount ?? '',
  stock: String(g.stock),
  active: g.active,
  sortOrder: String(g.sortOrder),
});

function GoodsCard({ merchantCode, canWrite, currency, languages }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const goods = useGoods(merchantCode);
  const [draft, setDraft] = useState<GoodsDraft | null>(null);
  const save = useMutation({
    mutationFn: (d: GoodsDraft) =>
      pointsRewardsApi.saveGoods(merchantCode, d.id, {
        kind: d.kind,
        names: Object.fromEntries(Object.entries(d.names).filter(([, v]) => v.trim())),
        imageUrl: d.imageUrl.trim() || null,
        pointsRequired: Number(d.pointsRequired),
        amount: d.kind === 'CASH' ? d.amount : null,
        stock: Number(d.stock),
        active: d.active,
        sortOrder: Number(d.sortOrder),
      }),
    onSuccess: () => {
      toast(t('pointsAdmin.goodsSaved'));
      setDraft(null);
      void client.invalidateQueries({ queryKey: ['points-goods', merchantCode] });
    },
  });
  const nameOf = (g: TGoodsAdmin) => g.names[languages[0] ?? 'EN'] ?? Object.values(g.names)[0] ?? '';

  return (
    <Card title={t('pointsAdmin.goodsTitle')}>
      <div className={ui.row}>
        <p className={ui.muted}>{t('pointsAdmin.goodsText')}</p>
        <span className={ui.spacer} />
        <button
          type="button"
          className={ui.button}
          disabled={!canWrite}
          onClick={() => setDraft(emptyDraft())}
        >
          {t('pointsAdmin.newGoods')}
        </button>
      </div>
      {draft ? (
        <form
          className={`${styles.form} ${styles.editor}`}
          aria-label={t('pointsAdmin.goodsEditor')}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(draft);
          }}
        >
          <div className={ui.grid}>
            <SelectField
              label={t('pointsAdmin.kind')}
              value={draft.kind}
              onChange={(v) => setDraft({ ...draft, kind: v as GoodsKind })}
            >
              {GOODS_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`pointsAdmin.kinds.${k}`)}
                </option>
              ))}
            </SelectField>
            {languages.map((lang) => (
              <TextField
                key={lang}
                label={t('pointsAdmin.nameIn', { lang })}
                value={draft.names[lang] ?? ''}
                maxLength={80}
                onChange={(v) => setDraft({ ...draft, names: { ...draft.names, [lang]: v } })}
              />
            ))}
            <TextField
              label={t('pointsAdmin.image')}
              value={draft.imageUrl}
              placeholder="/points/gift.svg"
              onChange={(v) => setDraft({ ...draft, imageUrl: v })}
            />
            <TextField
              label={t('pointsAdmin.pointsRequired')}
              inputMode="numeric"
              value={draft.pointsRequired}
              onChange={(v) => setDraft({ ...draft, pointsRequired: v.replace(/\D/g, '') })}
            />
            {draft.kind === 'CASH' ? (
              <TextField
                label={t('pointsAdmin.amount', { currency })}
                inputMode="decimal"
                value={draft.amount}
                onChange={(v) => setDraft({ ...draft, amount: v })}
              />
            ) : null}
            <TextField
              label={t('pointsAdmin.stock')}
              inputMode="numeric"
              value={draft.stock}
              onChange={(v) => setDraft({ ...draft, stock: v.replace(/\D/g, '') })}
            />
            <TextField
              label={t('pointsAdmin.sortOrder')}
              inputMode="numeric"
              value={draft.sortOrder}
              onChange={(v) => setDraft({ ...draft, sortOrder: v.replace(/\D/g, '') })}
            />
          </div>
          <div className={ui.row}>
            <Switch
              checked={draft.active}
              onChange={(active) => setDraft({ ...draft, active })}
              label={t('pointsAdmin.active')}
            />
            <span>{t('pointsAdmin.active')}</span>
            <span className={ui.spacer} />
            <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setDraft(null)}>
              {t('common.cancel')}
            </button>
            <button type="submit" className={ui.button} disabled={save.isPending}>
              {save.isPending ? t('pointsAdmin.saving') : t('pointsAdmin.save')}
            </button>
          </div>
          <ErrorNote error={save.error} />
        </form>
      ) : null}
      <ErrorNote error={goods.error} />
      {goods.data ? (
        goods.data.list.length === 0 ? (
          <p className={ui.empty}>{t('pointsAdmin.noGoods')}</p>
        ) : (
          <div className={ui.tableScroll}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{t('pointsAdmin.goods')}</th>
                  <th scope="col">{t('pointsAdmin.kind')}</th>
                  <th scope="col">{t('pointsAdmin.pointsRequired')}</th>
                  <th scope="col">{t('pointsAdmin.amount', { currency })}</th>
                  <th scope="col">{t('pointsAdmin.stock')}</th>
                  <th scope="col">{t('pointsAdmin.redeemed')}</th>
                  <th scope="col">{t('pointsAdmin.state')}</th>
                  <th scope="col">
                    <span className={styles.srOnly}>{t('pointsAdmin.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {goods.data.list.map((g) => (
                  <tr key={g.id}>
                    <td>
                      <span className={styles.goodsCell}>
                        {g.imageUrl ? <img src={g.imageUrl} alt="" className={styles.thumb} /> : null}
                        {nameOf(g)}
                      </span>
                    </td>
                    <td>{t(`pointsAdmin.kinds.${g.kind}`)}</td>
                    <td className={ui.mono}>{g.pointsRequired}</td>
                    <td className={ui.mono}>{g.amount ? money(g.amount, currency) : '—'}</td>
                    <td className={ui.mono}>
                      <span className={`${ui.badge} ${g.stock > 0 ? ui.ok : ui.bad}`}>{g.stock}</span>
                    </td>
                    <td className={ui.mono}>{g.redeemed}</td>
                    <td>
                      <span className={`${ui.badge} ${g.active ? ui.ok : ui.warn}`}>
                        {g.active ? t('pointsAdmin.on') : t('pointsAdmin.off')}
                      </span>
                    </td>
                    <td>
                      <button
                        type="button"
                        className={`${ui.button} ${ui.ghost}`}
                        disabled={!canWrite}
                        onClick={() => setDraft(draftOf(g))}
                        aria-label={t('pointsAdmin.editNamed', { name: nameOf(g) })}
                      >
                        {t('pointsAdmin.edit')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : (
        <Skeleton rows={4} />
      )}
    </Card>
  );
}
