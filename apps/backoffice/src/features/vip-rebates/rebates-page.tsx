import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ConfirmDialog, ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { useMoney } from '../../lib/format.ts';
import type { MerchantScreenProps } from '../../lib/merchant-settings.ts';
import { useRebateDays, vipRebatesApi } from './api/vip-rebates-api.ts';
import styles from './vip-rebates.module.css';

/** A calendar day `days` before `day` (both `YYYY-MM-DD`). */
const dayBefore = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
};
/** Today in a time zone, as `YYYY-MM-DD`. */
const todayIn = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/**
 * Rebates paid per day (daily job and real-time claims) and an operator's run of the daily rebate
 * for a past day: idempotent (a member's day is paid once), audited.
 */
export function RebatesPage(props: MerchantScreenProps & { currency: string; timeZone?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const today = todayIn(props.timeZone);
  const [to] = useState(dayBefore(today, 0));
  const [from] = useState(dayBefore(today, 13));
  const days = useRebateDays(props.merchantCode, from, to);
  const [runDay, setRunDay] = useState(dayBefore(today, 1));
  const [confirm, setConfirm] = useState(false);
  const run = useMutation({
    mutationFn: () => vipRebatesApi.run(props.merchantCode, runDay),
    onSuccess: (r) => {
      toast(
        t('rebateAdmin.ran', { day: r.day, members: r.paidMembers, total: money(r.total, props.currency) }),
      );
      void client.invalidateQueries({ queryKey: ['rebate-days', props.merchantCode] });
    },
  });
  return (
    <div className={ui.page}>
      <PageHeader
        title={t('rebateAdmin.title')}
        subtitle={t('rebateAdmin.subtitle', { merchant: props.brandName, currency: props.currency })}
      />
      <Card title={t('rebateAdmin.runTitle')}>
        <p className={ui.muted}>{t('rebateAdmin.runText')}</p>
        <div className={`${ui.row} ${styles.runRow}`}>
          <label className={ui.field}>
            <span>{t('rebateAdmin.day')}</span>
            <input
              className={ui.input}
              type="date"
              value={runDay}
              max={dayBefore(today, 1)}
              onChange={(e) => setRunDay(e.target.value)}
            />
          </label>
          <button
            type="button"
            className={ui.button}
            disabled={!props.canWrite || run.isPending || !runDay || runDay >= today}
            onClick={() => setConfirm(true)}
          >
            {run.isPending ? t('rebateAdmin.running') : t('rebateAdmin.run')}
          </button>
        </div>
        <ErrorNote error={run.error} />
        <ConfirmDialog
          open={confirm}
          title={t('rebateAdmin.confirmTitle', { day: runDay })}
          text={t('rebateAdmin.confirmText')}
          confirmLabel={t('rebateAdmin.run')}
          onConfirm={() => run.mutate()}
          onOpenChange={setConfirm}
        />
      </Card>
      <Card title={t('rebateAdmin.daysTitle')}>
        <ErrorNote error={days.error} />
        {days.data ? (
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">{t('rebateAdmin.day')}</th>
                <th scope="col">{t('rebateAdmin.dailyMembers')}</th>
                <th scope="col">{t('rebateAdmin.dailyTotal')}</th>
                <th scope="col">{t('rebateAdmin.claims')}</th>
                <th scope="col">{t('rebateAdmin.claimTotal')}</th>
                <th scope="col">{t('rebateAdmin.status')}</th>
              </tr>
            </thead>
            <tbody>
              {days.data.list.map((d) => (
                <tr key={d.day}>
                  <td className={ui.mono}>{d.day}</td>
                  <td>{d.dailyMembers}</td>
                  <td className={ui.mono}>{money(d.dailyTotal, days.data.currency)}</td>
                  <td>{d.claims}</td>
                  <td className={ui.mono}>{money(d.claimTotal, days.data.currency)}</td>
                  <td>
                    <span className={`${ui.badge} ${d.finished ? ui.ok : ui.warn}`}>
                      {d.finished
                        ? t('rebateAdmin.finished')
                        : d.day >= today
                          ? t('rebateAdmin.open')
                          : t('rebateAdmin.pending')}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Skeleton rows={6} />
        )}
      </Card>
    </div>
  );
}
