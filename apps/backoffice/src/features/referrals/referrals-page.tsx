import * as Dialog from '@radix-ui/react-dialog';
import { REFERRAL_STATUSES, type TAdminReferralRule, type TReferralRule } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, SelectField, Switch, ui } from '../../components/ui.tsx';
import { useDateTime, useMoney } from '../../lib/format.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { referralKeys, referralsApi, useReferralRule, useReferrals } from './api/referrals-api.ts';
import styles from './referrals.module.css';

const STATUS_TONE = { PENDING: '', PAID: 'ok', NOT_ELIGIBLE: 'bad', EXPIRED: '' } as const;

/**
 * The merchant's referral programme (rewards.manage): the rule a referred friend must meet, and
 * every referral with its status and, when an abuse rule matched, why the friend earns nothing.
 */
export function ReferralsPage(props: { merchantCode: string; brandName: string }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const money = useMoney();
  const url = useUrlFilters({ status: '' });
  const rule = useReferralRule(props.merchantCode);
  const query = useReferrals(props.merchantCode, url.filters.status, url.pageNo);
  const [editing, setEditing] = useState(false);
  const currency = rule.data?.currency ?? '';

  return (
    <>
      <ListPage
        title={t('referralAdmin.title')}
        subtitle={t('referralAdmin.subtitle', { merchant: props.brandName })}
        actions={
          <button type="button" className={ui.button} onClick={() => setEditing(true)} disabled={!rule.data}>
            {t('referralAdmin.editRule')}
          </button>
        }
        banner={<RuleSummary data={rule.data} error={rule.error} />}
        url={url}
        searchButton={false}
        filters={
          <SelectField label={t('referralAdmin.statusFilter')} {...url.choice('status')}>
            <option value="">{t('referralAdmin.allStatuses')}</option>
            {REFERRAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`referralAdmin.statuses.${s}`)}
              </option>
            ))}
          </SelectField>
        }
        query={query}
        pagerLabel={t('referralAdmin.pager')}
        empty={url.filtered ? t('referralAdmin.noMatch') : t('referralAdmin.empty')}
      >
        {(rows) => (
          <table className={ui.table} aria-label={t('referralAdmin.listLabel')}>
            <thead>
              <tr>
                <th>{t('referralAdmin.referrer')}</th>
                <th>{t('referralAdmin.friend')}</th>
                <th>{t('referralAdmin.registered')}</th>
                <th>{t('referralAdmin.status')}</th>
                <th>{t('referralAdmin.reward')}</th>
                <th>{t('referralAdmin.decided')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <span className={styles.name}>{r.referrer}</span>
                    <span className={`${ui.sub} ${ui.mono}`}>{r.code}</span>
                  </td>
                  <td>
                    <span className={styles.name}>{r.friend}</span>
                    <span className={`${ui.sub} ${ui.mono}`}>{r.registerIp ?? '—'}</span>
                  </td>
                  <td className={ui.oneLine}>{when(r.registeredAt)}</td>
                  <td>
                    <span className={`${ui.badge} ${STATUS_TONE[r.status] ? ui[STATUS_TONE[r.status]] : ''}`}>
                      {t(`referralAdmin.statuses.${r.status}`)}
                    </span>
                    {r.reason ? (
                      <span className={`${ui.sub} ${styles.flag}`}>
                        {t(`referralAdmin.reasons.${r.reason}`)}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${ui.mono} ${ui.oneLine}`}>
                    {r.reward ? `${money(r.reward, currency)} ${currency}` : '—'}
                  </td>
                  <td className={ui.oneLine}>{when(r.decidedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListPage>
      {editing && rule.data ? (
        <RuleDialog merchantCode={props.merchantCode} data={rule.data} onClose={() => setEditing(false)} />
      ) : null}
    </>
  );
}

function RuleSummary({ data, error }: { data: TAdminReferralRule | undefined; error: unknown }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (error) return <ErrorNote error={error} />;
  if (!data) return null;
  const r = data.rule;
  if (!r) return <p className={styles.rule}>{t('referralAdmin.noRule')}</p>;
  return (
    <p className={styles.rule} data-testid="referral-rule">
      <span className={`${ui.badge} ${r.enabled ? ui.ok : ui.bad}`}>
        {r.enabled ? t('referralAdmin.on') : t('referralAdmin.off')}
      </span>
      {t('referralAdmin.ruleText', {
        deposit: money(r.minDeposit, data.currency),
        bet: money(r.minValidBet, data.currency),
        days: r.withinDays,
        reward: money(r.reward, data.currency),
        currency: data.currency,
      })}
      {r.wageringMultiple > 0 ? ` ${t('referralAdmin.ruleWagering', { multiple: r.wageringMultiple })}` : ''}
    </p>
  );
}

interface RuleDraft {
  enabled: boolean;
  minDeposit: string;
  minValidBet: string;
  withinDays: string;
  reward: string;
  wageringMultiple: string;
}

const AMOUNT = /^\d{1,15}(\.\d{1,4})?$/;
const WHOLE = /^\d{1,3}$/;

function draftOf(rule: TReferralRule | null): RuleDraft {
  return {
    enabled: rule?.enabled ?? true,
    minDeposit: rule?.minDeposit ?? '',
    minValidBet: rule?.minValidBet ?? '',
    withinDays: String(rule?.withinDays ?? 30),
    reward: rule?.reward ?? '',
    wageringMultiple: String(rule?.wageringMultiple ?? 0),
  };
}

function RuleDialog(props: { merchantCode: string; data: TAdminReferralRule; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(props.data.rule));
  const [touched, setTouched] = useState(false);
  const problems: Partial<Record<keyof RuleDraft, string>> = {};
  if (!AMOUNT.test(draft.minDeposit.trim())) problems.minDeposit = 'amount';
  if (!AMOUNT.test(draft.minValidBet.trim())) problems.minValidBet = 'amount';
  if (!AMOUNT.test(draft.reward.trim()) || /^0+(\.0+)?$/.test(draft.reward.trim()))
    problems.reward = 'amount';
  if (!WHOLE.test(draft.withinDays) || Number(draft.withinDays) < 1 || Number(draft.withinDays) > 365)
    problems.withinDays = 'days';
  if (!WHOLE.test(draft.wageringMultiple) || Number(draft.wageringMultiple) > 100)
    problems.wageringMultiple = 'range';
  const save = useMutation({
    mutationFn: () =>
      referralsApi.setRule(props.merchantCode, {
        enabled: draft.enabled,
        minDeposit: draft.minDeposit.trim(),
        minValidBet: draft.minValidBet.trim(),
        withinDays: Number(draft.withinDays),
        reward: draft.reward.trim(),
        wageringMultiple: Number(draft.wageringMultiple),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: referralKeys.rule(props.merchantCode) });
      toast(t('referralAdmin.saved'));
      props.onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length === 0) save.mutate();
  };
  const field = (
    key: Exclude<keyof RuleDraft, 'enabled'>,
    label: string,
    inputMode: 'decimal' | 'numeric',
  ) => {
    const problem = touched && problems[key] ? t(`referralAdmin.problems.${problems[key]}`) : null;
    return (
      <label className={ui.field}>
        <span>{label}</span>
        <input
          className={`${ui.input} ${problem ? ui.invalid : ''}`}
          value={draft[key]}
          inputMode={inputMode}
          aria-invalid={!!problem}
          onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
        />
        {problem ? <span className={ui.fieldError}>{problem}</span> : null}
      </label>
    );
  };
  const currency = props.data.currency;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <form onSubmit={submit} noValidate>
            <Dialog.Title>{t('referralAdmin.ruleTitle')}</Dialog.Title>
            <Dialog.Description>{t('referralAdmin.ruleHelp')}</Dialog.Description>
            <div className={styles.form}>
              {field('minDeposit', t('referralAdmin.minDeposit', { currency }), 'decimal')}
              {field('minValidBet', t('referralAdmin.minValidBet', { currency }), 'decimal')}
              {field('withinDays', t('referralAdmin.withinDays'), 'numeric')}
              {field('reward', t('referralAdmin.rewardAmount', { currency }), 'decimal')}
              {field('wageringMultiple', t('referralAdmin.wagering'), 'numeric')}
              <div className={styles.switchRow}>
                <Switch
                  checked={draft.enabled}
                  onChange={(v) => setDraft((d) => ({ ...d, enabled: v }))}
                  label={t('referralAdmin.enabled')}
                />
                <span aria-hidden="true">{t('referralAdmin.enabled')}</span>
              </div>
            </div>
            <ErrorNote error={save.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('common.cancel')}
              </Dialog.Close>
              <button type="submit" className={ui.button} disabled={save.isPending}>
                {save.isPending ? t('common.saving') : t('referralAdmin.save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
