import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Money } from '../../../components/money/money.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { StepNumber } from '../../../components/step-number/step-number.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatMoneyText } from '../../../lib/format.ts';
import { checkAmount } from '../amount.ts';
import {
  useCreateDeposit,
  useDepositChannels,
  type Deposit,
  type DepositChannel,
} from '../api/deposit-api.ts';
import { AmountField, useAmountProblemText } from './amount-field.tsx';
import styles from './cashier.module.css';
import { DepositDetail } from './deposit-detail.tsx';
import { DepositHistory } from './deposit-history.tsx';

export interface DepositScreenProps {
  /** A deposit to show (the provider sends the member back with `?deposit=<id>`). */
  depositId: string | null;
  onDepositIdChange: (id: string | null) => void;
  /** Opens the provider's hosted page (the same tab by default: it sends the member back here). */
  openPayment?: (url: string) => void;
  timeZone?: string;
  /** A deposit was credited: the wallet may refresh itself. */
  onCredited?: (deposit: Deposit) => void;
  /** The bonus choice (issue 12: the route passes the promotions feature's picker); absent = none offered. */
  renderBonus?: (props: BonusChoiceProps) => ReactNode;
}

/** What the deposit form gives the bonus choice: the valid amount (or null), the channel, the choice. */
export interface BonusChoiceProps {
  amount: string | null;
  currency: string;
  eligible: boolean;
  value: string | null;
  onChange: (promotionId: string | null) => void;
}

const goTo = (url: string) => window.location.assign(url);

/**
 * The deposit screen (spec §2 depositv2): channels as cards, the amount with quick amounts within the
 * channel's limits, the fee (the house's), then the provider's page (online) or the receiving account
 * and a proof upload (bank transfer); recent deposits beside.
 */
export function DepositScreen({
  depositId,
  onDepositIdChange,
  openPayment = goTo,
  timeZone,
  onCredited,
  renderBonus,
}: DepositScreenProps) {
  const { t } = useTranslation();
  const channels = useDepositChannels();

  const main = () => {
    if (depositId) {
      return (
        <DepositDetail
          id={depositId}
          timeZone={timeZone}
          openPayment={openPayment}
          onClose={() => onDepositIdChange(null)}
          onCredited={onCredited}
        />
      );
    }
    if (channels.isPending) return <SkeletonCard lines={6} tall />;
    if (channels.isError) {
      return (
        <EmptyState
          illustration="error"
          title={t('cashier.loadFailed')}
          text={describeApiError(channels.error, (key) => t(key))}
          actions={
            <Button icon={<Icon name="refresh" size={18} />} onClick={() => void channels.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    if (channels.data.length === 0) {
      return (
        <EmptyState
          illustration="soon"
          title={t('cashier.deposit.noChannelsTitle')}
          text={t('cashier.deposit.noChannelsText')}
        />
      );
    }
    return (
      <DepositForm
        channels={channels.data}
        openPayment={openPayment}
        onCreated={(deposit) => onDepositIdChange(deposit.id)}
        renderBonus={renderBonus}
      />
    );
  };

  return (
    <div className={styles.layout} data-testid="deposit-screen">
      <div className={styles.column}>{main()}</div>
      <div className={styles.column}>
        <DepositHistory timeZone={timeZone} activeId={depositId} onOpen={onDepositIdChange} />
      </div>
    </div>
  );
}

function DepositForm({
  channels,
  openPayment,
  onCreated,
  renderBonus,
}: {
  channels: DepositChannel[];
  openPayment: (url: string) => void;
  onCreated: (deposit: Deposit) => void;
  renderBonus?: (props: BonusChoiceProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const create = useCreateDeposit();
  const problemText = useAmountProblemText();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [promotionId, setPromotionId] = useState<string | null>(null);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]!;
  const check = checkAmount(amount, channel.currency, { min: channel.min, max: channel.max });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!check.ok) {
      setError(
        problemText(check.problem, { min: channel.min, max: channel.max, currency: channel.currency }),
      );
      return;
    }
    setError(null);
    try {
      const deposit = await create.mutateAsync({
        channelId: channel.id,
        amount: check.amount,
        ...(promotionId && channel.bonusEligible ? { promotionId } : {}),
      });
      if (deposit.kind === 'ONLINE' && deposit.payUrl) {
        setRedirecting(true);
        openPayment(deposit.payUrl);
        return;
      }
      onCreated(deposit);
    } catch (failed) {
      setFailure(describeApiError(failed, (key) => t(key)));
    }
  };

  return (
    <Card
      id="deposit-form-title"
      icon="wallet"
      title={t('cashier.deposit.formTitle')}
      text={t('cashier.deposit.formText')}
      testId="deposit-form"
    >
      <form
        className={styles.form}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby="deposit-form-title"
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <StepNumber n={1} />
            {t('cashier.deposit.channel')}
          </legend>
          <div className={styles.channels} role="radiogroup" aria-label={t('cashier.deposit.channel')}>
            {channels.map((c) => (
              <ChannelCard
                key={c.id}
                channel={c}
                selected={c.id === channel.id}
                onSelect={() => {
                  setChannelId(c.id);
                  setError(null);
                }}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <StepNumber n={2} />
            {t('cashier.deposit.amountStep')}
          </legend>
          <AmountField
            label={t('cashier.deposit.amount')}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setError(null);
            }}
            currency={channel.currency}
            min={channel.min}
            max={channel.max}
            error={error}
          />
        </fieldset>

        {renderBonus ? (
          <BonusStep>
            {renderBonus({
              amount: check.ok ? check.amount : null,
              currency: channel.currency,
              eligible: channel.bonusEligible,
              value: promotionId,
              onChange: setPromotionId,
            })}
          </BonusStep>
        ) : null}

        <dl className={styles.summary} data-testid="deposit-summary">
          <div>
            <dt>{t('cashier.deposit.amount')}</dt>
            <dd>{check.ok ? <Money amount={check.amount} currency={channel.currency} /> : '—'}</dd>
          </div>
          <div>
            <dt>{t('cashier.deposit.fee')}</dt>
            <dd className={styles.free}>{t('cashier.deposit.feeFree')}</dd>
          </div>
          <div className={styles.summaryTotal}>
            <dt>{t('cashier.deposit.credited')}</dt>
            <dd>{check.ok ? <Money amount={check.amount} currency={channel.currency} /> : '—'}</dd>
          </div>
        </dl>

        {failure ? (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          block
          loading={create.isPending || redirecting}
          icon={<Icon name={channel.kind === 'ONLINE' ? 'bolt' : 'bank'} size={18} />}
        >
          {redirecting
            ? t('cashier.deposit.redirecting')
            : channel.kind === 'ONLINE'
              ? t('cashier.deposit.submitOnline')
              : t('cashier.deposit.submitBank')}
        </Button>
        <p className={styles.fine}>
          <Icon name="shield" size={14} /> {t('cashier.deposit.secure')}
        </p>
      </form>
    </Card>
  );
}

/** Step 3, shown only when the picker offers something (it renders nothing otherwise: CSS hides the step). */
function BonusStep({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className={[styles.fieldset, styles.bonusStep].join(' ')} data-testid="deposit-bonus-step">
      <legend className={styles.legend}>
        <StepNumber n={3} />
        {t('cashier.deposit.bonusStep')}
      </legend>
      {children}
    </fieldset>
  );
}

function ChannelCard({
  channel,
  selected,
  onSelect,
}: {
  channel: DepositChannel;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const online = channel.kind === 'ONLINE';
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={[styles.channel, selected ? styles.channelSelected : ''].join(' ')}
      onClick={onSelect}
      data-testid="deposit-channel"
    >
      <span className={styles.channelTop}>
        <span
          className={[styles.channelIcon, online ? styles.channelOnline : styles.channelBank].join(' ')}
          aria-hidden="true"
        >
          <Icon name={online ? 'bolt' : 'bank'} size={22} />
        </span>
        {channel.bonusEligible ? (
          <span className={styles.channelBadge}>{t('cashier.deposit.bonus')}</span>
        ) : null}
        <span className={styles.radioMark} aria-hidden="true">
          {selected ? <Icon name="check" size={14} strokeWidth={3} /> : null}
        </span>
      </span>
      <span className={styles.channelName}>{channel.name}</span>
      <span className={styles.channelKind}>{t(`cashier.deposit.kind.${channel.kind}`)}</span>
      <span className={styles.channelLimits}>
        {formatMoneyText(channel.min, channel.currency)} – {formatMoneyText(channel.max, channel.currency)}{' '}
        {channel.currency}
      </span>
    </button>
  );
}
