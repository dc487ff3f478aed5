import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import {
  Card,
  ConfirmDialog,
  ErrorNote,
  PageHeader,
  Skeleton,
  Switch,
  TextField,
  ui,
} from '../../components/ui.tsx';
import { useMoney } from '../../lib/format.ts';
import { pointsRewardsApi, useRounds } from './points-rewards-api.ts';
import styles from './points-rewards.module.css';

const BADGE: Record<string, string> = { OPEN: 'ok', SCHEDULED: 'warn', ENDED: 'muted', CANCELLED: 'bad' };
/** A local `datetime-local` value an hour from now, rounded to the minute. */
const localInput = (offsetMs: number) => {
  const d = new Date(Date.now() + offsetMs);
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Red-envelope rounds (rewards.manage): schedule with budget and conditions, claimed so far, cancel. */
export function RedEnvelopeRoundsPage(props: {
  merchantCode: string;
  brandName: string;
  canWrite: boolean;
  currency: string;
  languages: string[];
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const rounds = useRounds(props.merchantCode);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [form, setForm] = useState({
    startsAt: localInput(60 * 60_000),
    endsAt: localInput(3 * 60 * 60_000),
    budget: '',
    count: '100',
    min: '',
    max: '',
    depositedToday: false,
    vipLevels: '',
  });
  const [cancelId, setCancelId] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      pointsRewardsApi.createRound(props.merchantCode, {
        titles: Object.fromEntries(Object.entries(titles).filter(([, v]) => v.trim())),
        startsAt: new Date(form.startsAt).toISOString(),
        endsAt: new Date(form.endsAt).toISOString(),
        budget: form.budget,
        envelopeCount: Number(form.count),
        minAmount: form.min,
        maxAmount: form.max,
        eligibility: {
          depositedToday: form.depositedToday,
          vipLevels: form.vipLevels
            .split(',')
            .map((s) => s.trim())
            .filter((s) => /^\d+$/.test(s))
            .map(Number),
        },
      }),
    onSuccess: () => {
      toast(t('envelopeAdmin.created'));
      setTitles({});
      void client.invalidateQueries({ queryKey: ['red-envelope-rounds', props.merchantCode] });
    },
  });
  const cancel = useMutation({
    mutationFn: (id: string) => pointsRewardsApi.cancelRound(props.merchantCode, id),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['red-envelope-rounds', props.merchantCode] }),
  });
  const when = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: props.timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(iso));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  const titleOf = (names: Record<string, string>) =>
    names[props.languages[0] ?? 'EN'] ?? Object.values(names)[0] ?? '';

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('envelopeAdmin.title')}
        subtitle={t('envelopeAdmin.subtitle', { merchant: props.brandName, currency: props.currency })}
      />
      {props.canWrite ? (
        <Card title={t('envelopeAdmin.newTitle')}>
          <form className={styles.form} onSubmit={submit} aria-label={t('envelopeAdmin.newTitle')}>
            <p className={ui.muted}>{t('envelopeAdmin.newText')}</p>
            <div className={ui.grid}>
              {props.languages.map((lang) => (
                <TextField
                  key={lang}
                  label={t('envelopeAdmin.titleIn', { lang })}
                  value={titles[lang] ?? ''}
                  maxLength={80}
                  onChange={(v) => setTitles({ ...titles, [lang]: v })}
                />
              ))}
              <TextField
                label={t('envelopeAdmin.startsAt')}
                type="datetime-local"
                value={form.startsAt}
                onChange={(v) => setForm({ ...form, startsAt: v })}
              />
              <TextField
                label={t('envelopeAdmin.endsAt')}
                type="datetime-local"
                value={form.endsAt}
                onChange={(v) => setForm({ ...form, endsAt: v })}
              />
              <TextField
                label={t('envelopeAdmin.budget', { currency: props.currency })}
                inputMode="decimal"
                value={form.budget}
                onChange={(v) => setForm({ ...form, budget: v })}
              />
              <TextField
                label={t('envelopeAdmin.count')}
                inputMode="numeric"
                value={form.count}
                onChange={(v) => setForm({ ...form, count: v.replace(/\D/g, '') })}
              />
              <TextField
                label={t('envelopeAdmin.min', { currency: props.currency })}
                inputMode="decimal"
                value={form.min}
                onChange={(v) => setForm({ ...form, min: v })}
              />
              <TextField
                label={t('envelopeAdmin.max', { currency: props.currency })}
                inputMode="decimal"
                value={form.max}
                onChange={(v) => setForm({ ...form, max: v })}
              />
              <TextField
                label={t('envelopeAdmin.vipLevels')}
                value={form.vipLevels}
                placeholder="1, 2, 3"
                onChange={(v) => setForm({ ...form, vipLevels: v })}
              />
            </div>
            <div className={ui.row}>
              <Switch
                checked={form.depositedToday}
                onChange={(depositedToday) => setForm({ ...form, depositedToday })}
                label={t('envelopeAdmin.depositedToday')}
              />
              <span>{t('envelopeAdmin.depositedToday')}</span>
              <span className={ui.spacer} />
              <button type="submit" className={ui.button} disabled={create.isPending}>
                {create.isPending ? t('envelopeAdmin.creating') : t('envelopeAdmin.create')}
              </button>
            </div>
            <ErrorNote error={create.error} />
          </form>
        </Card>
      ) : null}
      <Card title={t('envelopeAdmin.roundsTitle')}>
        <ErrorNote error={rounds.error} />
        <ErrorNote error={cancel.error} />
        {!rounds.data ? (
          <Skeleton rows={4} />
        ) : rounds.data.list.length === 0 ? (
          <p className={ui.empty}>{t('envelopeAdmin.empty')}</p>
        ) : (
          <div className={ui.tableScroll}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{t('envelopeAdmin.round')}</th>
                  <th scope="col">{t('envelopeAdmin.window')}</th>
                  <th scope="col">{t('envelopeAdmin.budget', { currency: props.currency })}</th>
                  <th scope="col">{t('envelopeAdmin.claimed')}</th>
                  <th scope="col">{t('envelopeAdmin.conditions')}</th>
                  <th scope="col">{t('envelopeAdmin.state')}</th>
                  <th scope="col">
                    <span className={styles.srOnly}>{t('envelopeAdmin.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rounds.data.list.map((r) => (
                  <tr key={r.id}>
                    <td>{titleOf(r.titles)}</td>
                    <td className={ui.nowrap}>
                      {when(r.startsAt)} – {when(r.endsAt)}
                    </td>
                    <td className={ui.mono}>
                      {money(r.budget, props.currency)}
                      <div className={ui.sub}>
                        {t('envelopeAdmin.range', {
                          count: r.envelopeCount,
                          min: money(r.minAmount, props.currency),
                          max: money(r.maxAmount, props.currency),
                        })}
                      </div>
                    </td>
                    <td className={ui.mono}>
                      {money(r.claimedAmount, props.currency)}
                      <div className={ui.sub}>
                        {t('envelopeAdmin.claimedCount', { claimed: r.claimedCount, total: r.envelopeCount })}
                      </div>
                    </td>
                    <td>
                      {[
                        r.eligibility.depositedToday ? t('envelopeAdmin.depositedToday') : null,
                        r.eligibility.vipLevels.length > 0
                          ? t('envelopeAdmin.vipOnly', { levels: r.eligibility.vipLevels.join(', ') })
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ') || t('envelopeAdmin.everyone')}
                    </td>
                    <td>
                      <span className={`${ui.badge} ${ui[BADGE[r.state] ?? 'warn']}`}>
                        {t(`envelopeAdmin.states.${r.state}`)}
                      </span>
                    </td>
                    <td>
                      {r.state === 'SCHEDULED' && props.canWrite ? (
                        <button
                          type="button"
                          className={`${ui.button} ${ui.ghost}`}
                          onClick={() => setCancelId(r.id)}
                          aria-label={t('envelopeAdmin.cancelNamed', { name: titleOf(r.titles) })}
                        >
                          {t('envelopeAdmin.cancel')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ConfirmDialog
          open={cancelId !== null}
          title={t('envelopeAdmin.cancelTitle')}
          text={t('envelopeAdmin.cancelText')}
          confirmLabel={t('envelopeAdmin.cancel')}
          danger
          onConfirm={() => cancelId && cancel.mutate(cancelId)}
          onOpenChange={(open) => !open && setCancelId(null)}
        />
      </Card>
    </div>
  );
}
