import { TRANSACTION_TYPES, type TMemberLedgerView, type TransactionType } from '@platform/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager.tsx';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, Skeleton, ui } from '../../components/ui.tsx';
import { addAmounts } from '../../lib/amount.ts';
import { useDateTime, useMoney } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import {
  memberWalletApi,
  pendingAdjustmentsQuery,
  useMemberLedger,
  type LedgerFilter,
} from './api/member-wallet-api.ts';
import {
  adjustmentOf,
  adjustmentProblems,
  emptyAdjustment,
  REASON_MAX,
  type AdjustmentDraft,
} from './adjustment-draft.ts';
import styles from './member-wallet.module.css';

/**
 * A member's wallet for operators: balances, the ledger records behind them (type, dates, pages)
 * and, with money.write, a manual adjustment confirmed in a second step.
 */
export function MemberWallet(props: {
  merchantCode: string;
  memberId: string;
  username: string;
  canAdjust: boolean;
  /** money.approve: may decide adjustments waiting for a second operator. */
  canApprove: boolean;
  /** Trial accounts play with demo money outside the ledger. */
  trial?: boolean;
}) {
  const { t } = useTranslation();
  if (props.trial) return <p className={ui.notice}>{t('wallet.trial')}</p>;
  return <Wallet {...props} />;
}

function Wallet(props: {
  merchantCode: string;
  memberId: string;
  username: string;
  canAdjust: boolean;
  canApprove: boolean;
}) {
  const [filter, setFilter] = useState<LedgerFilter>({ type: 'ALL', startDate: '', endDate: '', pageNo: 1 });
  const query = useMemberLedger(props.merchantCode, props.memberId, filter);
  const data = query.data;
  return (
    <div className={styles.wallet}>
      <ErrorNote error={query.error} />
      <div className={props.canAdjust ? styles.top : undefined}>
        <Balances data={data} />
        {props.canAdjust ? (
          <AdjustmentForm
            merchantCode={props.merchantCode}
            memberId={props.memberId}
            username={props.username}
            balance={data?.balance}
          />
        ) : null}
      </div>
      <PendingAdjustments
        merchantCode={props.merchantCode}
        memberId={props.memberId}
        canDecide={props.canApprove}
      />
      <Records
        data={data}
        pending={query.isPending}
        filter={filter}
        onFilter={(next) => setFilter({ ...filter, pageNo: 1, ...next })}
      />
    </div>
  );
}

/** Adjustments of this member above the threshold, waiting for a second operator's decision. */
function PendingAdjustments(props: { merchantCode: string; memberId: string; canDecide: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery(pendingAdjustmentsQuery(props.merchantCode));
  const decide = useMutation({
    mutationFn: (v: { id: string; decision: 'approve' | 'reject' }) =>
      memberWalletApi.decideAdjustment(props.merchantCode, v.id, v.decision, newIdempotencyKey()),
    onSuccess: (result) => {
      toast(t(result.status === 'POSTED' ? 'wallet.adjustmentApproved' : 'wallet.adjustmentRejected'));
      void client.invalidateQueries({ queryKey: queryKeys.pendingAdjustments(props.merchantCode) });
      void client.invalidateQueries({ queryKey: queryKeys.memberLedger(props.merchantCode, props.memberId) });
    },
  });
  const mine = (query.data ?? []).filter((a) => a.memberId === props.memberId);
  if (mine.length === 0) return null;
  return (
    <Card title={t('wallet.pendingAdjustments')}>
      <ErrorNote error={decide.error} />
      <table className={ui.table} aria-label={t('wallet.pendingAdjustments')}>
        <tbody>
          {mine.map((a) => (
            <tr key={a.id}>
              <td className={styles.num}>{a.amount}</td>
              <td>{a.account}</td>
              <td>{a.reason}</td>
              <td>{t('wallet.requestedBy', { operator: a.requestedBy })}</td>
              <td>
                {props.canDecide ? (
                  <>
                    <button
                      type="button"
                      className={ui.button}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: a.id, decision: 'approve' })}
                    >
                      {t('wallet.approveAdjustment')}
                    </button>{' '}
                    <button
                      type="button"
                      className={`${ui.button} ${ui.secondary}`}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: a.id, decision: 'reject' })}
                    >
                      {t('wallet.rejectAdjustment')}
                    </button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function Balances({ data }: { data: TMemberLedgerView | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const b = data?.balance;
  const tiles = [
    ['balance', b?.balance, t('wallet.balanceHint')],
    ['cash', b?.cash, null],
    ['bonus', b?.bonus, null],
    ['locked', b?.locked, t('wallet.lockedHint')],
  ] as const;
  return (
    <Card title={t('wallet.balances')}>
      {!b ? (
        <Skeleton rows={2} />
      ) : (
        <>
          <dl className={styles.tiles}>
            {tiles.map(([key, value, hint]) => (
              <div key={key} className={key === 'balance' ? styles.mainTile : styles.tile}>
                <dt>{t(`wallet.${key}`)}</dt>
                <dd>
                  <span className={styles.tileValue}>{money(value, b.currency)}</span>{' '}
                  <span className={ui.muted}>{b.currency}</span>
                </dd>
                {hint ? <dd className={styles.tileHint}>{hint}</dd> : null}
              </div>
            ))}
          </dl>
          {b.demo ? <p className={`${ui.notice} ${styles.demo}`}>{t('wallet.demo')}</p> : null}
        </>
      )}
    </Card>
  );
}

function AdjustmentForm(props: {
  merchantCode: string;
  memberId: string;
  username: string;
  balance: TMemberLedgerView['balance'] | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const currency = props.balance?.currency ?? '';
  const client = useQueryClient();
  const ids = useId();
  const [draft, setDraft] = useState<AdjustmentDraft>(emptyAdjustment);
  const [touched, setTouched] = useState(false);
  // One key per confirmation: confirming the same adjustment again (after a timeout) applies it once.
  const [confirming, setConfirming] = useState<string | null>(null);
  const problems = adjustmentProblems(draft, currency);
  const adjustment = adjustmentOf(draft, currency);
  const set = <K extends keyof AdjustmentDraft>(key: K, value: AdjustmentDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const adjust = useMutation({
    mutationFn: (key: string) =>
      memberWalletApi.adjust(props.merchantCode, props.memberId, adjustment!.body, key),
    onSuccess: (result) => {
      toast(
        result.status === 'PENDING_APPROVAL'
          ? t(result.reason === 'DAILY_CAP' ? 'wallet.adjustmentPendingCap' : 'wallet.adjustmentPending', {
              amount: result.amount,
              currency,
              username: props.username,
            })
          : t(`wallet.adjusted.${adjustment!.direction}`, {
              amount: adjustment!.magnitude,
              currency: currency,
              username: props.username,
              balance: result.balanceAfter,
            }),
      );
      void client.invalidateQueries({ queryKey: queryKeys.pendingAdjustments(props.merchantCode) });
      setConfirming(null);
      setDraft(emptyAdjustment());
      setTouched(false);
      void client.invalidateQueries({ queryKey: queryKeys.memberLedger(props.merchantCode, props.memberId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!adjustment) return;
    adjust.reset();
    setConfirming(newIdempotencyKey());
  };
  const accountBalance = adjustment?.body.account === 'BONUS' ? props.balance?.bonus : props.balance?.cash;
  const after =
    adjustment && accountBalance !== undefined
      ? addAmounts(accountBalance, adjustment.body.amount, currency)
      : null;
  const amountError = touched && problems.amount ? problems.amount : null;
  const reasonError = touched && problems.reason ? problems.reason : null;

  return (
    <Card title={t('wallet.adjust')}>
      <form className={styles.adjustForm} onSubmit={submit} noValidate>
        <div className={styles.fieldWrap}>
          <label className={ui.field}>
            <span>{t('wallet.amount', { currency: currency })}</span>
            <input
              className={`${ui.input} ${amountError ? ui.invalid : ''}`}
              inputMode="decimal"
              value={draft.amount}
              placeholder="+100.00 / -100.00"
              aria-invalid={!!amountError}
              aria-describedby={`${ids}-amount`}
              onChange={(e) => set('amount', e.target.value)}
            />
          </label>
          <span id={`${ids}-amount`} className={amountError ? ui.fieldError : styles.hint}>
            {amountError ? t(`wallet.amountProblems.${amountError}`) : t('wallet.amountHint')}
          </span>
        </div>
        <label className={ui.field}>
          <span>{t('wallet.account')}</span>
          <select
            className={ui.select}
            value={draft.account}
            onChange={(e) => set('account', e.target.value as AdjustmentDraft['account'])}
          >
            <option value="CASH">{t('wallet.accounts.CASH')}</option>
            <option value="BONUS">{t('wallet.accounts.BONUS')}</option>
          </select>
        </label>
        <div className={`${styles.fieldWrap} ${styles.wide}`}>
          <label className={ui.field}>
            <span>{t('wallet.reason')}</span>
            <textarea
              className={`${ui.textarea} ${reasonError ? ui.invalid : ''}`}
              value={draft.reason}
              maxLength={REASON_MAX}
              placeholder={t('wallet.reasonPlaceholder')}
              aria-invalid={!!reasonError}
              aria-describedby={reasonError ? `${ids}-reason` : undefined}
              onChange={(e) => set('reason', e.target.value)}
            />
          </label>
          {reasonError ? (
            <span id={`${ids}-reason`} className={ui.fieldError}>
              {t('wallet.reasonShort')}
            </span>
          ) : null}
        </div>
        <div className={`${styles.wide} ${styles.formEnd}`}>
          <button type="submit" className={ui.button} disabled={!currency}>
            {t('wallet.reviewAdjustment')}
          </button>
        </div>
      </form>
      {confirming && adjustment ? (
        <Dialog.Root open onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
          <Dialog.Portal>
            <Dialog.Overlay className={ui.overlay} />
            <Dialog.Content className={ui.dialog}>
              <Dialog.Title>
                {t(`wallet.confirmTitle.${adjustment.direction}`, {
                  amount: adjustment.magnitude,
                  currency: currency,
                  username: props.username,
                })}
              </Dialog.Title>
              <Dialog.Description>{t(`wallet.confirmText.${adjustment.direction}`)}</Dialog.Description>
              <dl className={styles.summary}>
                <div>
                  <dt>{t('wallet.account')}</dt>
                  <dd>{t(`wallet.accounts.${adjustment.body.account}`)}</dd>
                </div>
                <div>
                  <dt>{t('wallet.reason')}</dt>
                  <dd>{adjustment.body.reason}</dd>
                </div>
                {after !== null && props.balance ? (
                  <div>
                    <dt>{t(`wallet.accounts.${adjustment.body.account}`)}</dt>
                    <dd className={styles.change}>
                      {money(accountBalance, currency)} → <strong>{money(after, currency)}</strong> {currency}
                    </dd>
                  </div>
                ) : null}
              </dl>
              <ErrorNote error={adjust.error} />
              <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
                <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                  {t('common.cancel')}
                </Dialog.Close>
                <button
                  type="button"
                  className={`${ui.button} ${adjustment.direction === 'debit' ? ui.danger : ''}`}
                  disabled={adjust.isPending}
                  onClick={() => adjust.mutate(confirming)}
                >
                  {adjust.isPending ? t('common.saving') : t(`wallet.confirm.${adjustment.direction}`)}
                </button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </Card>
  );
}

function Records(props: {
  data: TMemberLedgerView | undefined;
  pending: boolean;
  filter: LedgerFilter;
  onFilter: (next: Partial<LedgerFilter>) => void;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  const money = useMoney();
  const { filter } = props;
  const records = props.data?.records;
  const badRange = !!filter.startDate && !!filter.endDate && filter.startDate > filter.endDate;
  return (
    <Card title={t('wallet.records')}>
      <div role="search" aria-label={t('wallet.recordFilters')} className={styles.filters}>
        <label className={`${ui.field} ${styles.filter}`}>
          <span>{t('wallet.type')}</span>
          <select
            className={ui.select}
            value={filter.type}
            onChange={(e) => props.onFilter({ type: e.target.value as TransactionType })}
          >
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`wallet.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={`${ui.field} ${styles.filter}`}>
          <span>{t('wallet.from')}</span>
          <input
            className={ui.input}
            type="date"
            value={filter.startDate}
            max={filter.endDate || undefined}
            onChange={(e) => props.onFilter({ startDate: e.target.value })}
          />
        </label>
        <label className={`${ui.field} ${styles.filter}`}>
          <span>{t('wallet.to')}</span>
          <input
            className={ui.input}
            type="date"
            value={filter.endDate}
            min={filter.startDate || undefined}
            onChange={(e) => props.onFilter({ endDate: e.target.value })}
          />
        </label>
        {filter.type !== 'ALL' || filter.startDate || filter.endDate ? (
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            onClick={() => props.onFilter({ type: 'ALL', startDate: '', endDate: '' })}
          >
            {t('wallet.clearFilters')}
          </button>
        ) : null}
        <span className={styles.rangeHint}>
          {badRange ? (
            <span className={ui.fieldError}>{t('wallet.badRange')}</span>
          ) : filter.startDate ? null : (
            t('wallet.rangeHint')
          )}
        </span>
      </div>
      {props.pending ? (
        <Skeleton rows={5} />
      ) : !records || records.list.length === 0 ? (
        <p className={ui.empty}>{t('wallet.noRecords')}</p>
      ) : (
        <>
          <div className={ui.tableScroll}>
            <table className={ui.table} aria-label={t('wallet.records')}>
              <thead>
                <tr>
                  <th>{t('wallet.time')}</th>
                  <th>{t('wallet.type')}</th>
                  <th>{t('wallet.account')}</th>
                  <th className={styles.numHead}>{t('wallet.amountColumn')}</th>
                  <th className={styles.numHead}>{t('wallet.balanceAfter')}</th>
                  <th>{t('wallet.description')}</th>
                </tr>
              </thead>
              <tbody>
                {records.list.map((r) => {
                  const typeLabel = t(`wallet.types.${r.type}`);
                  const kindLabel = t(`wallet.kinds.${r.kind}`, { defaultValue: r.kind });
                  const debit = r.amount.startsWith('-');
                  return (
                    <tr key={`${r.id}-${r.account}`}>
                      <td className={`${ui.muted} ${ui.oneLine}`}>{when(r.createdAt)}</td>
                      <td>
                        {kindLabel}
                        {kindLabel !== typeLabel ? <span className={styles.sub}>{typeLabel}</span> : null}
                      </td>
                      <td>{t(`wallet.accounts.${r.account}`)}</td>
                      <td className={`${styles.num} ${debit ? styles.debit : styles.credit}`}>
                        {debit
                          ? money(r.amount, r.currency).replace('-', '−')
                          : `+${money(r.amount, r.currency)}`}
                      </td>
                      <td className={styles.num}>{money(r.balanceAfter, r.currency)}</td>
                      <td>
                        {r.description !== r.kind ? r.description : null}
                        {r.reference ? (
                          <span
                            className={`${ui.mono} ${r.description !== r.kind ? styles.sub : styles.reference}`}
                          >
                            {r.reference}
                          </span>
                        ) : r.description === r.kind ? (
                          <span className={ui.muted}>—</span>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('wallet.records')}
            pageNo={records.pageNo}
            totalPages={records.totalPages}
            total={records.total}
            onChange={(pageNo) => props.onFilter({ pageNo })}
          />
        </>
      )}
    </Card>
  );
}
