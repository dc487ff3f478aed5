import { isCurrencyCode, minorUnitsPerMajor, toDecimalString } from '@platform/money';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../../components/button/button.tsx';
import { Icon } from '../../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../../components/modal/modal-frame.tsx';
import { Money } from '../../../../components/money/money.tsx';
import { amountSign } from '../../../../components/money/amount-sign.ts';
import { showToast } from '../../../../components/toast/index.ts';
import { formatMoneyText } from '../../../../lib/format.ts';
import { checkAmount } from '../../amount.ts';
import { AmountField, useAmountProblemText } from '../../components/amount-field.tsx';
import { isUnresolved } from '../recall.ts';
import type { GameWalletTransfer } from '../use-game-wallet-transfer.ts';
import styles from './game-wallet-transfer-dialog.module.css';

/** The smallest amount offered: one major unit of the currency (1.00 THB, 1 VND). */
export function oneUnit(currency: string): string {
  return isCurrencyCode(currency)
    ? toDecimalString({ amountMinor: minorUnitsPerMajor(currency), currency })
    : '1';
}

export interface GameWalletTransferDialogProps {
  /** The vendor money goes to; null: closed. */
  vendor: { code: string; name: string } | null;
  /** What the main wallet holds now. */
  available: string;
  currency: string;
  transfer: GameWalletTransfer;
  depositTo: string;
  onClose: () => void;
}

/**
 * Moves money from the main wallet into a transfer-wallet vendor's game wallet. While the vendor
 * has not answered, the amount stays fixed and the button asks again about the same transfer.
 */
export function GameWalletTransferDialog({
  vendor,
  available,
  currency,
  transfer,
  depositTo,
  onClose,
}: GameWalletTransferDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      open={vendor !== null}
      onClose={onClose}
      size="sm"
      title={vendor ? t('gameWallets.transfer.title', { vendor: vendor.name }) : ''}
      icon={<Icon name="swap" size={20} />}
    >
      {vendor ? (
        <TransferForm
          key={vendor.code}
          vendor={vendor}
          available={available}
          currency={currency}
          transfer={transfer}
          depositTo={depositTo}
          onClose={onClose}
        />
      ) : null}
    </ModalFrame>
  );
}

function TransferForm({
  vendor,
  available,
  currency,
  transfer,
  depositTo,
  onClose,
}: Omit<GameWalletTransferDialogProps, 'vendor'> & { vendor: { code: string; name: string } }) {
  const { t } = useTranslation();
  const problemText = useAmountProblemText();
  const row = transfer.row(vendor.code);
  const held = transfer.heldAmount(vendor.code);
  const [amount, setAmount] = useState(held ?? '');
  const [error, setError] = useState<string | null>(null);
  const busy = row.status === 'recalling';
  const min = oneUnit(currency);
  const empty = amountSign(available) !== 'positive';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let send = held;
    if (send === null) {
      const check = checkAmount(amount, currency, { min, available });
      if (!check.ok) {
        setError(problemText(check.problem, { min, max: available, currency }));
        return;
      }
      send = check.amount;
    }
    setError(null);
    const outcome = await transfer.transferIn(vendor.code, send);
    if (outcome.status === 'done') {
      showToast(
        t('gameWallets.transfer.done', {
          amount: formatMoneyText(outcome.amount ?? send, currency),
          currency,
          vendor: vendor.name,
        }),
      );
      onClose();
    }
  };

  let outcome: string | null = null;
  if (row.status === 'pending') outcome = t('gameWallets.transfer.pending', { vendor: vendor.name });
  else if (row.status === 'failed')
    outcome = row.error || t('gameWallets.transfer.refused', { vendor: vendor.name });

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="game-wallet-transfer"
    >
      <div className={styles.available}>
        <span>{t('gameWallets.transfer.available')}</span>
        <Money amount={available} currency={currency} className={styles.availableValue} />
      </div>
      {empty && held === null ? (
        <div className={styles.empty}>
          <p>{t('gameWallets.transfer.empty')}</p>
          <Link to={depositTo} className={buttonClass('gold', 'sm')}>
            <Icon name="plus" size={16} />
            {t('balance.deposit')}
          </Link>
        </div>
      ) : (
        <AmountField
          label={t('gameWallets.transfer.amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError(null);
          }}
          currency={currency}
          min={min}
          max={available}
          topChips
          error={error}
          disabled={busy || held !== null}
        />
      )}
      <p
        className={[styles.outcome, row.status === 'failed' ? styles.failed : ''].join(' ')}
        role="status"
        aria-live="polite"
      >
        {outcome}
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          loading={busy}
          disabled={empty && held === null}
          icon={<Icon name={isUnresolved(row) ? 'refresh' : 'arrowUp'} size={18} />}
        >
          {isUnresolved(row) ? t('gameWallets.transfer.checkAgain') : t('gameWallets.transfer.submit')}
        </Button>
      </div>
    </form>
  );
}
