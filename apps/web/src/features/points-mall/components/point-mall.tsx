import { POINT_TYPES, REDEEM_MAX_QUANTITY, type PointType } from '@platform/contracts/client';
import type { TPointConfig, TPointReward } from '@platform/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { PasswordField, SelectField, TextField } from '../../../components/field/field.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { Money } from '../../../components/money/money.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordRow, RecordRows } from '../../../components/record-list/record-row.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill, type PillTone } from '../../../components/status-pill/status-pill.tsx';
import { Tabs, panelId, tabId } from '../../../components/tabs/tabs.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatAmount, formatCount, formatDateTime, formatDay } from '../../../lib/format.ts';
import {
  useConvertPoints,
  usePointBalance,
  usePointConfig,
  usePointDetails,
  usePointRewards,
  useRedeemList,
  useRedeemReward,
} from '../api/points-api.ts';
import styles from './point-mall.module.css';

type Tab = 'goods' | 'records' | 'details' | 'rules';
const PIN = /^\d{6}$/;
const STATUS_TONE: Record<string, PillTone> = {
  APPLYING: 'pending',
  APPROVED: 'success',
  REJECTED: 'danger',
};
const TYPE_ICON: Record<PointType, IconName> = {
  LIVE: 'cards',
  LOTTERY: 'lottery',
  CARD: 'board',
  SLOTS: 'slot',
  SPORTS: 'ball',
  REDEEM: 'gift',
  DEPOSIT: 'wallet',
};
const points = (value: string) => formatCount(Number(value));
const newKey = () => crypto.randomUUID();

function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration="error"
      title={title}
      text={describeApiError(error, (key) => t(key))}
      actions={
        <Button icon={<Icon name="refresh" size={18} />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/**
 * The points mall (spec §1, §2 "points mall"): current points, goods to exchange, redeem records,
 * points details and rules, and conversion to cash. Redeeming and converting ask for the payment
 * password and go encrypted (spec §7 passwordCheck).
 */
export function PointMall({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('goods');
  const [redeeming, setRedeeming] = useState<TPointReward | null>(null);
  const [converting, setConverting] = useState(false);
  const balance = usePointBalance();
  const config = usePointConfig();
  const prefix = 'point-mall';

  return (
    <div className={styles.mall}>
      <section className={styles.hero} aria-labelledby="point-balance-title" data-testid="point-balance">
        <div className={styles.heroMain}>
          <span className={styles.heroIcon} aria-hidden="true">
            <Icon name="star" size={28} />
          </span>
          <div>
            <h2 id="point-balance-title" className={styles.heroLabel}>
              {t('pointMall.current')}
            </h2>
            {balance.data ? (
              <p className={styles.heroPoints} data-points={balance.data.points}>
                {points(balance.data.points)}
                <span className={styles.heroUnit}> {t('pointMall.unit')}</span>
              </p>
            ) : balance.isError ? (
              <p className={styles.heroError}>{describeApiError(balance.error, (key) => t(key))}</p>
            ) : (
              <span className={styles.heroSkeleton} aria-label={t('pointMall.loading')} />
            )}
            {balance.data && config.data?.convertEnabled ? (
              <p className={styles.heroValue}>
                {t('pointMall.worth')}{' '}
                <Money amount={balance.data.cashValue} currency={balance.data.currency} />
              </p>
            ) : null}
          </div>
        </div>
        <div className={styles.heroSide}>
          {config.data?.convertEnabled ? (
            <>
              <p className={styles.rate}>
                <Icon name="swap" size={14} />
                {t('pointMall.rate', {
                  points: formatCount(config.data.convertPoints),
                  amount: config.data.convertAmount,
                  currency: config.data.currency,
                })}
              </p>
              <Button icon={<Icon name="swap" size={18} />} onClick={() => setConverting(true)}>
                {t('pointMall.convert.open')}
              </Button>
            </>
          ) : null}
          <p className={styles.never}>
            <Icon name="shield" size={14} />
            {t('pointMall.neverExpire')}
          </p>
        </div>
      </section>

      <Tabs<Tab>
        idPrefix={prefix}
        label={t('pointMall.tabsLabel')}
        value={tab}
        onChange={setTab}
        variant="underline"
        items={[
          { id: 'goods', label: t('pointMall.tabs.goods'), icon: <Icon name="gift" size={16} /> },
          { id: 'records', label: t('pointMall.tabs.records'), icon: <Icon name="record" size={16} /> },
          { id: 'details', label: t('pointMall.tabs.details'), icon: <Icon name="history" size={16} /> },
          { id: 'rules', label: t('pointMall.tabs.rules'), icon: <Icon name="info" size={16} /> },
        ]}
      />
      <div
        role="tabpanel"
        id={panelId(prefix, tab)}
        aria-labelledby={tabId(prefix, tab)}
        className={styles.panel}
      >
        {tab === 'goods' ? <GoodsGrid balance={balance.data?.points} onRedeem={setRedeeming} /> : null}
        {tab === 'records' ? <RedeemRecords timeZone={timeZone} /> : null}
        {tab === 'details' ? <PointDetails timeZone={timeZone} /> : null}
        {tab === 'rules' ? <PointRules config={config.data} /> : null}
      </div>

      <RedeemDialog goods={redeeming} onClose={() => setRedeeming(null)} onDone={() => setTab('records')} />
      {config.data ? (
        <ConvertDialog open={converting} config={config.data} onClose={() => setConverting(false)} />
      ) : null}
    </div>
  );
}

function GoodsGrid({
  balance,
  onRedeem,
}: {
  balance: string | undefined;
  onRedeem: (g: TPointReward) => void;
}) {
  const { t } = useTranslation();
  const rewards = usePointRewards();
  if (rewards.isError && !rewards.data)
    return (
      <LoadError
        error={rewards.error}
        onRetry={() => void rewards.refetch()}
        title={t('pointMall.goodsFailed')}
      />
    );
  if (!rewards.data) return <SkeletonRows rows={4} />;
  if (rewards.data.list.length === 0)
    return (
      <EmptyState
        illustration="empty"
        title={t('pointMall.goodsEmpty.title')}
        text={t('pointMall.goodsEmpty.text')}
      />
    );
  return (
    <ul className={styles.grid} aria-label={t('pointMall.tabs.goods')}>
      {rewards.data.list.map((g) => {
        const soldOut = g.stock <= 0;
        const short = balance !== undefined && BigInt(balance) < BigInt(g.pointsRequired);
        return (
          <li key={g.id} className={styles.goods} data-testid={`goods-${g.id}`}>
            <div className={styles.goodsImage}>
              {g.imageUrl ? <img src={g.imageUrl} alt="" loading="lazy" /> : <Icon name="gift" size={48} />}
              <span className={[styles.kind, g.kind === 'CASH' ? styles.kindCash : ''].join(' ')}>
                {t(`pointMall.kind.${g.kind}`)}
              </span>
            </div>
            <div className={styles.goodsBody}>
              <h3 className={styles.goodsName}>{g.name}</h3>
              {g.amount ? (
                <p className={styles.goodsAmount}>
                  <Money amount={g.amount} currency={rewards.data.currency} />
                </p>
              ) : null}
              <p className={styles.goodsPoints}>
                <Icon name="star" size={14} />
                {t('pointMall.pointsRequired', { points: points(g.pointsRequired) })}
              </p>
              <p className={soldOut ? styles.stockOut : styles.stock}>
                {soldOut ? t('pointMall.soldOut') : t('pointMall.stock', { n: g.stock })}
              </p>
              <Button
                block
                size="sm"
                variant={soldOut || short ? 'outline' : 'gold'}
                disabled={soldOut}
                onClick={() => onRedeem(g)}
                aria-label={t('pointMall.redeemNamed', { name: g.name })}
              >
                {soldOut ? t('pointMall.soldOut') : t('pointMall.redeem')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function RedeemDialog({
  goods,
  onClose,
  onDone,
}: {
  goods: TPointReward | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const redeem = useRedeemReward();
  const [shown, setShown] = useState<TPointReward | null>(goods);
  const [quantity, setQuantity] = useState(1);
  const [address, setAddress] = useState('');
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [idempotencyKey, setKey] = useState(newKey);

  useEffect(() => {
    if (!goods) return;
    setShown(goods);
    setQuantity(1);
    setAddress('');
    setPin('');
    setPinError(null);
    setFailure(null);
    setKey(newKey());
  }, [goods]);

  const max = shown ? Math.max(1, Math.min(REDEEM_MAX_QUANTITY, shown.stock)) : 1;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown) return;
    setFailure(null);
    if (!PIN.test(pin)) {
      setPinError(t('pointMall.pinRule'));
      return;
    }
    setPinError(null);
    try {
      const result = await redeem.mutateAsync({
        goodsId: shown.id,
        quantity,
        paymentPassword: pin,
        ...(shown.kind === 'PHYSICAL' && address.trim() ? { address: address.trim() } : {}),
        idempotencyKey,
      });
      showToast(t('pointMall.redeemed', { reference: result.redemption.referenceNo }));
      onClose();
      onDone();
    } catch (failed) {
      setFailure(describeApiError(failed, (key) => t(key)));
      // A refusal changed nothing: the next attempt is a new request.
      setKey(newKey());
    }
  };

  return (
    <ModalFrame open={goods !== null} onClose={onClose} title={t('pointMall.redeemTitle')} size="sm">
      <form className={styles.dialog} onSubmit={(e) => void submit(e)} noValidate data-testid="redeem-dialog">
        {shown ? (
          <div className={styles.summary}>
            <div className={styles.summaryImage}>
              {shown.imageUrl ? <img src={shown.imageUrl} alt="" /> : <Icon name="gift" size={28} />}
            </div>
            <div>
              <p className={styles.summaryName}>{shown.name}</p>
              <p className={styles.summaryMeta}>
                {t('pointMall.pointsRequired', { points: points(shown.pointsRequired) })}
              </p>
            </div>
          </div>
        ) : null}
        <div className={styles.quantity}>
          <span id="redeem-qty-label">{t('pointMall.quantity')}</span>
          <div className={styles.stepper} role="group" aria-labelledby="redeem-qty-label">
            <button
              type="button"
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              disabled={quantity <= 1}
              aria-label={t('pointMall.less')}
            >
              −
            </button>
            <output aria-live="polite">{quantity}</output>
            <button
              type="button"
              onClick={() => setQuantity((q) => Math.min(max, q + 1))}
              disabled={quantity >= max}
              aria-label={t('pointMall.more')}
            >
              +
            </button>
          </div>
        </div>
        {shown?.kind === 'PHYSICAL' ? (
          <TextField
            label={t('pointMall.address')}
            icon="home"
            value={address}
            onChange={(e) => setAddress(e.target.value.slice(0, 300))}
            hint={t('pointMall.addressHint')}
          />
        ) : null}
        <PasswordField
          label={t('pointMall.paymentPassword')}
          icon="key"
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder="••••••"
          error={pinError}
          required
          autoFocus
        />
        {failure ? (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={redeem.isPending} icon={<Icon name="gift" size={16} />}>
            {t('pointMall.redeemConfirm')}
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}

function ConvertDialog({
  open,
  config,
  onClose,
}: {
  open: boolean;
  config: TPointConfig;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const convert = useConvertPoints();
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ points?: string; pin?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [idempotencyKey, setKey] = useState(newKey);

  useEffect(() => {
    if (!open) return;
    setAmount('');
    setPin('');
    setErrors({});
    setFailure(null);
    setKey(newKey());
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const next: { points?: string; pin?: string } = {};
    if (!/^\d{1,12}$/.test(amount)) next.points = t('pointMall.convert.pointsRule');
    if (!PIN.test(pin)) next.pin = t('pointMall.pinRule');
    setErrors(next);
    if (next.points || next.pin) return;
    try {
      const result = await convert.mutateAsync({ points: amount, paymentPassword: pin, idempotencyKey });
      showToast(
        t('pointMall.convert.done', {
          points: points(result.points),
          amount: result.amount,
          currency: config.currency,
        }),
      );
      onClose();
    } catch (failed) {
      setFailure(describeApiError(failed, (key) => t(key)));
      setKey(newKey());
    }
  };

  return (
    <ModalFrame open={open} onClose={onClose} title={t('pointMall.convert.title')} size="sm">
      <form
        className={styles.dialog}
        onSubmit={(e) => void submit(e)}
        noValidate
        data-testid="convert-dialog"
      >
        <Notice tone="info">
          {t('pointMall.convert.text', {
            points: formatCount(config.convertPoints),
            amount: config.convertAmount,
            currency: config.currency,
            min: formatCount(config.convertMinPoints),
          })}
        </Notice>
        <TextField
          label={t('pointMall.convert.points')}
          icon="star"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/\D/g, '').slice(0, 12))}
          inputMode="numeric"
          error={errors.points ?? null}
          required
        />
        <PasswordField
          label={t('pointMall.paymentPassword')}
          icon="key"
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder="••••••"
          error={errors.pin ?? null}
          required
        />
        {failure ? (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={convert.isPending} icon={<Icon name="swap" size={16} />}>
            {t('pointMall.convert.confirm')}
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}

function RedeemRecords({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useRedeemList(page);
  if (list.isError && !list.data)
    return (
      <LoadError
        error={list.error}
        onRetry={() => void list.refetch()}
        title={t('pointMall.recordsFailed')}
      />
    );
  if (!list.data) return <SkeletonRows rows={4} />;
  if (list.data.list.length === 0)
    return (
      <EmptyState
        illustration="empty"
        title={t('pointMall.recordsEmpty.title')}
        text={t('pointMall.recordsEmpty.text')}
      />
    );
  return (
    <>
      <RecordRows label={t('pointMall.tabs.records')}>
        {list.data.list.map((r) => (
          <RecordRow
            key={r.id}
            testId={`redemption-${r.referenceNo}`}
            icon={r.exchangeType === 'CASH' ? 'wallet' : 'gift'}
            iconTone="out"
            title={`${r.productName} × ${r.quantity}`}
            detail={[
              t(`pointMall.kind.${r.exchangeType}`),
              r.amountRequired ? formatAmount(r.amountRequired) : null,
              r.referenceNo,
              r.remark || null,
            ]
              .filter(Boolean)
              .join(' · ')}
            meta={formatDateTime(new Date(r.appliedAt), timeZone)}
            amount={<span className={styles.minus}>−{points(r.pointsRequired)}</span>}
            status={
              <StatusPill
                tone={STATUS_TONE[r.status] ?? 'muted'}
                size="sm"
                testId={`redemption-status-${r.status}`}
              >
                {t(`pointMall.status.${r.status}`)}
              </StatusPill>
            }
          />
        ))}
      </RecordRows>
      {list.data.totalPages > 1 ? (
        <Pager
          page={page}
          totalPages={list.data.totalPages}
          onChange={setPage}
          label={t('pointMall.recordsPages')}
        />
      ) : null}
    </>
  );
}

function PointDetails({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<PointType | ''>('');
  const details = usePointDetails(page, type);
  let body;
  if (details.isError && !details.data)
    body = (
      <LoadError
        error={details.error}
        onRetry={() => void details.refetch()}
        title={t('pointMall.detailsFailed')}
      />
    );
  else if (!details.data) body = <SkeletonRows rows={4} />;
  else if (details.data.list.length === 0)
    body = (
      <EmptyState
        illustration="empty"
        title={t('pointMall.detailsEmpty.title')}
        text={t('pointMall.detailsEmpty.text')}
      />
    );
  else
    body = (
      <>
        <RecordRows label={t('pointMall.tabs.details')}>
          {details.data.list.map((d) => {
            const credit = !d.change.startsWith('-');
            return (
              <RecordRow
                key={d.id}
                icon={TYPE_ICON[d.type]}
                iconTone={credit ? 'in' : 'out'}
                title={t(`pointMall.type.${d.type}`)}
                detail={
                  d.basis && d.betUnit && d.ratio !== null
                    ? t('pointMall.earnedDetail', {
                        basis: formatAmount(d.basis),
                        unit: formatAmount(d.betUnit),
                        ratio: d.ratio,
                        day: /^\d{4}-\d{2}-\d{2}$/.test(d.reference) ? formatDay(d.reference) : d.reference,
                      })
                    : d.reference
                }
                meta={`${formatDateTime(new Date(d.createdAt), timeZone)} · ${t('pointMall.balanceAfter', { points: points(d.balance) })}`}
                amount={
                  <span className={credit ? styles.plus : styles.minus}>
                    {credit ? '+' : '−'}
                    {points(d.change.replace('-', ''))}
                  </span>
                }
              />
            );
          })}
        </RecordRows>
        {details.data.totalPages > 1 ? (
          <Pager
            page={page}
            totalPages={details.data.totalPages}
            onChange={setPage}
            label={t('pointMall.detailsPages')}
          />
        ) : null}
      </>
    );
  return (
    <div className={styles.details}>
      <div className={styles.filter}>
        <SelectField
          label={t('pointMall.typeFilter')}
          value={type}
          onChange={(e) => {
            setType(e.target.value as PointType | '');
            setPage(1);
          }}
          options={[
            { value: '', label: t('pointMall.allTypes') },
            ...POINT_TYPES.map((p) => ({ value: p, label: t(`pointMall.type.${p}`) })),
          ]}
        />
      </div>
      {body}
    </div>
  );
}

function PointRules({ config }: { config: TPointConfig | undefined }) {
  const { t } = useTranslation();
  if (!config) return <SkeletonRows rows={3} />;
  return (
    <div className={styles.rules}>
      <Card icon="star" title={t('pointMall.rules.earnTitle')} text={t('pointMall.rules.earnText')}>
        {config.ratios.length === 0 ? (
          <p className={styles.muted}>{t('pointMall.rules.none')}</p>
        ) : (
          <ul className={styles.ratioList}>
            {config.ratios.map((r) => (
              <li key={r.type} className={styles.ratio} data-testid={`ratio-${r.type}`}>
                <span className={styles.ratioIcon} aria-hidden="true">
                  <Icon name={TYPE_ICON[r.type]} size={18} />
                </span>
                <span className={styles.ratioName}>{t(`pointMall.type.${r.type}`)}</span>
                <span className={styles.ratioValue}>
                  {t(r.type === 'DEPOSIT' ? 'pointMall.rules.perDeposit' : 'pointMall.rules.perBet', {
                    points: r.points,
                    unit: r.betUnit,
                    currency: config.currency,
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card icon="info" title={t('pointMall.rules.title')}>
        <ol className={styles.ruleText}>
          <li>{t('pointMall.rules.r1')}</li>
          <li>{t('pointMall.rules.r2')}</li>
          <li>{t('pointMall.rules.r3')}</li>
          {config.convertEnabled ? (
            <li>
              {t('pointMall.rules.r4', {
                points: formatCount(config.convertPoints),
                amount: config.convertAmount,
                currency: config.currency,
                min: formatCount(config.convertMinPoints),
              })}
            </li>
          ) : null}
          <li>{t('pointMall.rules.r5')}</li>
        </ol>
      </Card>
    </div>
  );
}
