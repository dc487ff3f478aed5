import { BONUS_GRANT_STATUSES, BONUS_REASON_MAX_CHARS, MANUAL_BONUS_LIMITS } from '@platform/contracts';
import type { TAdminBonusGrant } from '@platform/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, SearchField, SelectField, TextField, ui } from '../../components/ui.tsx';
import { useDateTime, useMoney } from '../../lib/format.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { bonusesApi, bonusGrantsKey, useBonusGrants } from './api/bonuses-api.ts';

/** Reasons the server writes (an operator's own reason is shown as written). */
const KNOWN_REASONS = ['WAGERING_MET', 'EXPIRED', 'MEMBER_FORFEIT', 'NO_WAGERING'];

const STATUS_CLASS: Record<string, string | undefined> = {
  ACTIVE: ui.warn,
  COMPLETED: ui.ok,
  CANCELLED: ui.bad,
};

/**
 * Bonus grants (issue 12, ADR 0029 §1): every bonus of the merchant with its live wagering, a manual
 * grant with wagering rules, and cancellation with a reason (rewards.approve; both audited, the
 * cancellation moving the bonus back to promotions through the ledger).
 */
export function BonusGrantsPage(props: {
  merchantCode: string;
  brandName: string;
  currency: string;
  canApprove: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDateTime();
  const url = useUrlFilters({ username: '', status: '' });
  const query = useBonusGrants(props.merchantCode, { ...url.filters, pageNo: url.pageNo });
  const [granting, setGranting] = useState(false);
  const [cancelling, setCancelling] = useState<TAdminBonusGrant | null>(null);

  return (
    <>
      <ListPage
        title={t('bonusAdmin.title')}
        subtitle={t('bonusAdmin.subtitle', { merchant: props.brandName, currency: props.currency })}
        actions={
          props.canApprove ? (
            <button type="button" className={ui.button} onClick={() => setGranting(true)}>
              {t('bonusAdmin.grant')}
            </button>
          ) : null
        }
        notice={props.canApprove ? false : t('bonusAdmin.readOnly')}
        url={url}
        filters={
          <>
            <SearchField label={t('bonusAdmin.username')} maxLength={40} {...url.text('username')} />
            <SelectField label={t('bonusAdmin.status')} {...url.choice('status')}>
              <option value="">{t('bonusAdmin.allStatuses')}</option>
              {BONUS_GRANT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`bonusAdmin.statuses.${s}`)}
                </option>
              ))}
            </SelectField>
          </>
        }
        query={query}
        empty={t('bonusAdmin.empty')}
      >
        {(grants) => (
          <table className={ui.table}>
            <thead>
              <tr>
                <th>{t('bonusAdmin.created')}</th>
                <th>{t('bonusAdmin.member')}</th>
                <th>{t('bonusAdmin.source')}</th>
                <th style={{ textAlign: 'right' }}>{t('bonusAdmin.amount')}</th>
                <th style={{ textAlign: 'right' }}>{t('bonusAdmin.progress')}</th>
                <th>{t('bonusAdmin.expires')}</th>
                <th>{t('bonusAdmin.status')}</th>
                <th aria-label={t('bonusAdmin.actions')} />
              </tr>
            </thead>
            <tbody>
              {grants.map((g) => (
                <tr key={g.id} data-testid="bonus-grant-row">
                  <td className={`${ui.muted} ${ui.oneLine}`}>{when(g.createdAt)}</td>
                  <td className={ui.mono}>{g.username}</td>
                  <td>
                    {t(`bonusAdmin.sources.${g.source}`)}
                    {/* A long reference (a UUID, a period) is cut to one line on a phone; the whole of it in the title. */}
                    <div
                      className={`${ui.muted} ${ui.mono}`}
                      style={{
                        fontSize: 12,
                        maxWidth: 220,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                      title={g.sourceRef}
                    >
                      {g.sourceRef}
                    </div>
                  </td>
                  <td className={ui.amount}>{money(g.amount, g.currency)}</td>
                  <td className={ui.amount}>
                    {g.closeReason === 'NO_WAGERING'
                      ? t('bonusAdmin.paidAsCash')
                      : `${money(g.progress, g.currency)} / ${money(g.requirement, g.currency)}`}
                    {g.flaggedBets.length > 0 ? (
                      <div className={ui.muted} style={{ fontSize: 12 }}>
                        {t('bonusAdmin.flagged', { count: g.flaggedBets.length })}
                      </div>
                    ) : null}
                  </td>
                  <td className={ui.muted}>{when(g.expiresAt)}</td>
                  <td>
                    <span className={`${ui.badge} ${STATUS_CLASS[g.status] ?? ''}`}>
                      {t(`bonusAdmin.statuses.${g.status}`)}
                    </span>
                    {g.closeReason ? (
                      <div className={ui.muted} style={{ fontSize: 12 }}>
                        {KNOWN_REASONS.includes(g.closeReason)
                          ? t(`bonusAdmin.reasons.${g.closeReason}`)
                          : g.closeReason}
                        {g.closedBy && g.closedBy !== 'system' ? ` · ${g.closedBy}` : ''}
                      </div>
                    ) : null}
                  </td>
                  <td style={{ textAlign: 'right' }}>
                    {props.canApprove && g.status === 'ACTIVE' ? (
                      <button
                        type="button"
                        className={`${ui.button} ${ui.ghost}`}
                        aria-label={t('bonusAdmin.cancelFor', { username: g.username })}
                        onClick={() => setCancelling(g)}
                      >
                        {t('bonusAdmin.cancel')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListPage>
      {granting ? (
        <GrantDialog
          merchantCode={props.merchantCode}
          currency={props.currency}
          onClose={() => setGranting(false)}
        />
      ) : null}
      {cancelling ? (
        <CancelDialog
          grant={cancelling}
          merchantCode={props.merchantCode}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </>
  );
}

function GrantDialog(props: { merchantCode: string; currency: string; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // One request id per dialog: a double submit or a retry grants once.
  const [requestId] = useState(() => crypto.randomUUID());
  const [form, setForm] = useState({
    username: '',
    amount: '',
    wageringMultiple: '10',
    maxBet: '',
    validDays: '30',
    excludedGames: '',
    note: '',
  });
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const grant = useMutation({
    mutationFn: () =>
      bonusesApi.grant({
        merchantCode: props.merchantCode,
        username: form.username.trim(),
        amount: form.amount.trim(),
        wageringMultiple: Number(form.wageringMultiple),
        maxBet: form.maxBet.trim() || null,
        validDays: form.validDays.trim() ? Number(form.validDays) : null,
        excludedGames: form.excludedGames
          .split(',')
          .map((g) => g.trim())
          .filter(Boolean),
        note: form.note.trim(),
        requestId,
      }),
    onSuccess: (g) => {
      toast(t('bonusAdmin.granted', { username: g.username, amount: g.amount, currency: g.currency }));
      void client.invalidateQueries({ queryKey: bonusGrantsKey(props.merchantCode) });
      props.onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog}>
          <Dialog.Title>{t('bonusAdmin.grantTitle')}</Dialog.Title>
          <Dialog.Description className={ui.muted}>{t('bonusAdmin.grantText')}</Dialog.Description>
          <form onSubmit={submit} className={ui.grid}>
            <TextField
              label={t('bonusAdmin.username')}
              value={form.username}
              onChange={set('username')}
              required
              maxLength={40}
              autoComplete="off"
            />
            <TextField
              label={t('bonusAdmin.amountIn', { currency: props.currency })}
              value={form.amount}
              onChange={set('amount')}
              required
              inputMode="decimal"
              maxLength={40}
            />
            <TextField
              label={t('bonusAdmin.multiple')}
              hint={<small className={ui.muted}>{t('bonusAdmin.multipleHint')}</small>}
              type="number"
              min={0}
              max={MANUAL_BONUS_LIMITS.maxMultiple}
              value={form.wageringMultiple}
              onChange={set('wageringMultiple')}
              required
            />
            <TextField
              label={t('bonusAdmin.maxBetIn', { currency: props.currency })}
              value={form.maxBet}
              onChange={set('maxBet')}
              inputMode="decimal"
              maxLength={40}
            />
            <TextField
              label={t('bonusAdmin.validDays')}
              type="number"
              min={1}
              max={MANUAL_BONUS_LIMITS.maxValidDays}
              value={form.validDays}
              onChange={set('validDays')}
            />
            <TextField
              label={t('bonusAdmin.excluded')}
              hint={<small className={ui.muted}>{t('bonusAdmin.excludedHint')}</small>}
              value={form.excludedGames}
              onChange={set('excludedGames')}
              maxLength={2000}
            />
            <TextField
              label={t('bonusAdmin.note')}
              value={form.note}
              onChange={set('note')}
              required
              maxLength={BONUS_REASON_MAX_CHARS}
            />
            <ErrorNote error={grant.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close className={`${ui.button} ${ui.secondary}`}>{t('common.cancel')}</Dialog.Close>
              <button type="submit" className={ui.button} disabled={grant.isPending}>
                {t('bonusAdmin.grantConfirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CancelDialog(props: { grant: TAdminBonusGrant; merchantCode: string; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => bonusesApi.cancel(props.grant.id, reason.trim()),
    onSuccess: () => {
      toast(t('bonusAdmin.cancelled', { username: props.grant.username }));
      void client.invalidateQueries({ queryKey: bonusGrantsKey(props.merchantCode) });
      props.onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog}>
          <Dialog.Title>{t('bonusAdmin.cancelTitle')}</Dialog.Title>
          <Dialog.Description className={ui.muted}>
            {t('bonusAdmin.cancelText', {
              username: props.grant.username,
              amount: props.grant.amount,
              currency: props.grant.currency,
            })}
          </Dialog.Description>
          <form onSubmit={submit} className={ui.grid}>
            <TextField
              label={t('bonusAdmin.reason')}
              value={reason}
              onChange={setReason}
              required
              maxLength={BONUS_REASON_MAX_CHARS}
            />
            <ErrorNote error={cancel.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close className={`${ui.button} ${ui.secondary}`}>{t('common.cancel')}</Dialog.Close>
              <button type="submit" className={`${ui.button} ${ui.danger}`} disabled={cancel.isPending}>
                {t('bonusAdmin.cancelConfirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
