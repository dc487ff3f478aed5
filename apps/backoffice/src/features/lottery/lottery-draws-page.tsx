import {
  LOTTERY_DRAW_STATES,
  LOTTERY_MARKETS,
  type TAdminLotteryDraw,
  type TAdminLotteryDrawQuery,
} from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, SelectField, Skeleton, TextField, ui } from '../../components/ui.tsx';
import { formatDrawTime } from './draw-time.ts';
import { lotteryApi, lotteryDrawsKey, useLotteryDraws } from './lottery-api.ts';
import styles from './lottery.module.css';

const BADGE: Record<string, string> = {
  SCHEDULED: 'warn',
  OPEN: 'ok',
  CLOSED: 'warn',
  RESULTED: 'ok',
  SETTLED: 'ok',
  CANCELLED: 'bad',
};
const DONE = new Set(['RESULTED', 'SETTLED', 'CANCELLED']);

/** The prize a draw is known by: the special (VN), the first prize (Thai), the 1st (4D). */
const topPrizeOf = (d: TAdminLotteryDraw) =>
  ['DB', 'FIRST', 'P1'].find((p) => d.prizes.some((x) => x.prize === p)) ?? d.prizes[0]?.prize ?? '';

/** A prize's numbers as typed: separated by spaces, commas or new lines. */
const numbersOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * The lottery's draws (issue 14): filter by market, state and date; enter a real-world draw's result
 * (lottery.manage), approve or reject another operator's entry (lottery.approve: the vendor refuses
 * the entry's own author), cancel a draw with a reason (its tickets are rolled back).
 */
export function LotteryDrawsPage(props: { canManage: boolean; canApprove: boolean; operatorId?: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [filter, setFilter] = useState<TAdminLotteryDrawQuery>({});
  const list = useLotteryDraws(filter);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = list.data?.draws.find((d) => d.drawId === selectedId) ?? null;
  const refresh = () => void client.invalidateQueries({ queryKey: lotteryDrawsKey });

  const locale = i18n.language === 'CN' ? 'zh-CN' : 'en-GB';
  // In the draw's own zone (its market's), never the operator's browser zone.
  const when = (iso: string, d: TAdminLotteryDraw, date = true) =>
    formatDrawTime(iso, d.timeZone, locale, { date });
  const nameOf = (d: TAdminLotteryDraw) =>
    `${t(`lotteryAdmin.markets.${d.market}`)}${d.province ? ` · ${d.province.name}` : ''}`;

  return (
    <div className={ui.page}>
      <PageHeader title={t('lotteryAdmin.title')} subtitle={t('lotteryAdmin.subtitle')} />
      {selected ? (
        <DrawPanel
          key={selected.drawId}
          draw={selected}
          title={`${nameOf(selected)} · ${selected.drawDate}`}
          canManage={props.canManage}
          canApprove={props.canApprove}
          operatorId={props.operatorId}
          when={(iso) => when(iso, selected)}
          onChanged={refresh}
        />
      ) : null}
      <Card title={t('lotteryAdmin.drawsTitle')}>
        <div className={ui.row}>
          <SelectField
            label={t('lotteryAdmin.market')}
            value={filter.market ?? ''}
            onChange={(v) =>
              setFilter({ ...filter, market: (v || undefined) as TAdminLotteryDrawQuery['market'] })
            }
          >
            <option value="">{t('lotteryAdmin.all')}</option>
            {LOTTERY_MARKETS.map((m) => (
              <option key={m} value={m}>
                {t(`lotteryAdmin.markets.${m}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('lotteryAdmin.state')}
            value={filter.state ?? ''}
            onChange={(v) =>
              setFilter({ ...filter, state: (v || undefined) as TAdminLotteryDrawQuery['state'] })
            }
          >
            <option value="">{t('lotteryAdmin.all')}</option>
            {LOTTERY_DRAW_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`lotteryAdmin.states.${s}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('lotteryAdmin.date')}
            type="date"
            value={filter.date ?? ''}
            onChange={(v) => setFilter({ ...filter, date: v || undefined })}
          />
        </div>
        <p className={ui.muted}>{t('lotteryAdmin.timesHint')}</p>
        <ErrorNote error={list.error} />
        {!list.data ? (
          <Skeleton rows={6} />
        ) : list.data.draws.length === 0 ? (
          <p className={ui.empty}>{t('lotteryAdmin.empty')}</p>
        ) : (
          <div className={ui.tableScroll}>
            <table className={`${ui.table} ${styles.stack}`}>
              <thead>
                <tr>
                  <th scope="col">{t('lotteryAdmin.draw')}</th>
                  <th scope="col">{t('lotteryAdmin.drawDate')}</th>
                  <th scope="col">{t('lotteryAdmin.closesAt')}</th>
                  <th scope="col">{t('lotteryAdmin.drawAt')}</th>
                  <th scope="col">{t('lotteryAdmin.state')}</th>
                  <th scope="col">{t('lotteryAdmin.result')}</th>
                  <th scope="col">{t('lotteryAdmin.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.draws.map((d) => (
                  <tr key={d.drawId} data-testid={`draw-${d.drawId}`}>
                    <td className={styles.stackHead}>
                      {nameOf(d)}
                      <div className={`${ui.sub} ${ui.mono}`}>{d.drawId}</div>
                    </td>
                    <td className={ui.nowrap} data-label={t('lotteryAdmin.drawDate')}>
                      {d.drawDate}
                    </td>
                    <td className={ui.nowrap} data-label={t('lotteryAdmin.closesAt')}>
                      {when(d.closesAt, d)}
                    </td>
                    <td className={ui.nowrap} data-label={t('lotteryAdmin.drawAt')}>
                      {when(d.drawAt, d)}
                    </td>
                    <td data-label={t('lotteryAdmin.state')}>
                      <span className={`${ui.badge} ${ui[BADGE[d.state] ?? 'warn']}`}>
                        {t(`lotteryAdmin.states.${d.state}`)}
                      </span>
                      {d.pendingEntry ? (
                        <div className={ui.sub}>{t('lotteryAdmin.awaitingApproval')}</div>
                      ) : null}
                    </td>
                    <td data-label={t('lotteryAdmin.result')}>
                      <span className={ui.mono}>
                        {d.result ? (d.result[topPrizeOf(d)] ?? []).join(' ') : '—'}
                      </span>
                    </td>
                    <td className={styles.stackActions}>
                      <button
                        type="button"
                        className={`${ui.button} ${ui.secondary}`}
                        onClick={() => {
                          setSelectedId(d.drawId === selectedId ? null : d.drawId);
                          // The draw's panel sits above the list: bring it into view.
                          requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: 'smooth' }));
                        }}
                        aria-expanded={d.drawId === selectedId}
                        aria-label={t('lotteryAdmin.openNamed', { draw: `${nameOf(d)} ${d.drawDate}` })}
                      >
                        {t('lotteryAdmin.open')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}

function DrawPanel(props: {
  draw: TAdminLotteryDraw;
  title: string;
  canManage: boolean;
  canApprove: boolean;
  operatorId?: string;
  /** A time of this draw in its own zone. */
  when: (iso: string) => string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { draw } = props;
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const enter = useMutation({
    mutationFn: () =>
      lotteryApi.enter(
        draw.drawId,
        Object.fromEntries(draw.prizes.map((p) => [p.prize, numbersOf(texts[p.prize] ?? '')])),
      ),
    onSuccess: () => {
      toast(t('lotteryAdmin.entered'));
      setTexts({});
      props.onChanged();
    },
  });
  const decide = useMutation({
    mutationFn: (approve: boolean) => lotteryApi.decide(draw.pendingEntry!.entryId, approve),
    onSuccess: (r) => {
      toast(t(r.approved ? 'lotteryAdmin.approved' : 'lotteryAdmin.rejected'));
      props.onChanged();
    },
  });
  const cancel = useMutation({
    mutationFn: () => lotteryApi.cancel(draw.drawId, reason.trim()),
    onSuccess: (r) => {
      toast(t('lotteryAdmin.cancelled', { count: r.rolledBack }));
      props.onChanged();
    },
  });
  const shown = draw.result ?? draw.pendingEntry?.result ?? null;
  const ownEntry = !!draw.pendingEntry && draw.pendingEntry.enteredBy === props.operatorId;
  const enterable = draw.market !== 'ELOTT' && !DONE.has(draw.state);
  // Every prize needs its count of numbers, each of its digits (the vendor checks it again).
  const complete = draw.prizes.every((p) => {
    const n = numbersOf(texts[p.prize] ?? '');
    return n.length === p.count && n.every((x) => new RegExp(`^\\d{${p.digits}}$`).test(x));
  });

  return (
    <Card title={props.title}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('lotteryAdmin.state')}</dt>
          <dd>{t(`lotteryAdmin.states.${draw.state}`)}</dd>
        </div>
        <div>
          <dt>{t('lotteryAdmin.closesAt')}</dt>
          <dd>{props.when(draw.closesAt)}</dd>
        </div>
        <div>
          <dt>{t('lotteryAdmin.drawAt')}</dt>
          <dd>{props.when(draw.drawAt)}</dd>
        </div>
        {draw.pendingEntry ? (
          <div>
            <dt>{t('lotteryAdmin.enteredAt')}</dt>
            <dd>{props.when(draw.pendingEntry.enteredAt)}</dd>
          </div>
        ) : null}
      </dl>
      {shown ? (
        <>
          <h3 className={styles.subTitle}>
            {draw.result ? t('lotteryAdmin.officialResult') : t('lotteryAdmin.pendingResult')}
          </h3>
          <dl className={styles.prizes}>
            {draw.prizes.map((p) => (
              <div key={p.prize} className={styles.prize}>
                <dt>{t(`lotteryAdmin.prizes.${p.prize}`, { defaultValue: p.prize })}</dt>
                <dd className={ui.mono}>{(shown[p.prize] ?? []).join('  ')}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <ErrorNote error={enter.error ?? decide.error ?? cancel.error} />
      {draw.pendingEntry && !draw.result ? (
        <div className={ui.row}>
          {ownEntry ? <p className={ui.notice}>{t('lotteryAdmin.ownEntry')}</p> : null}
          {props.canApprove && !ownEntry ? (
            <>
              <button
                type="button"
                className={ui.button}
                disabled={decide.isPending}
                onClick={() => decide.mutate(true)}
              >
                {t('lotteryAdmin.approve')}
              </button>
              <button
                type="button"
                className={`${ui.button} ${ui.danger}`}
                disabled={decide.isPending}
                onClick={() => decide.mutate(false)}
              >
                {t('lotteryAdmin.reject')}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      {props.canManage && enterable && !draw.pendingEntry ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (complete) enter.mutate();
          }}
        >
          <h3 className={styles.subTitle}>{t('lotteryAdmin.enterTitle')}</h3>
          <p className={ui.muted}>{t('lotteryAdmin.enterHint')}</p>
          <div className={styles.entryGrid}>
            {draw.prizes.map((p) => (
              <TextField
                key={p.prize}
                label={t('lotteryAdmin.prizeField', {
                  prize: t(`lotteryAdmin.prizes.${p.prize}`, { defaultValue: p.prize }),
                  count: p.count,
                  digits: p.digits,
                })}
                value={texts[p.prize] ?? ''}
                inputMode="numeric"
                autoComplete="off"
                onChange={(v) => setTexts({ ...texts, [p.prize]: v })}
              />
            ))}
          </div>
          <button type="submit" className={ui.button} disabled={!complete || enter.isPending}>
            {t('lotteryAdmin.submitEntry')}
          </button>
        </form>
      ) : null}
      {props.canManage && draw.state !== 'SETTLED' && draw.state !== 'CANCELLED' ? (
        <form
          className={styles.cancel}
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim().length >= 3) cancel.mutate();
          }}
        >
          <h3 className={styles.subTitle}>{t('lotteryAdmin.cancelTitle')}</h3>
          <p className={ui.muted}>{t('lotteryAdmin.cancelHint')}</p>
          <div className={ui.row}>
            <TextField label={t('lotteryAdmin.reason')} value={reason} maxLength={500} onChange={setReason} />
            <button
              type="submit"
              className={`${ui.button} ${ui.danger}`}
              disabled={reason.trim().length < 3 || cancel.isPending}
            >
              {t('lotteryAdmin.cancelDraw')}
            </button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
