import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { Notice } from '../../../components/notice/notice.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { RecordRow, RecordRows } from '../../../components/record-list/record-row.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { formatDate } from '../../../lib/format.ts';
import {
  useInvalidatePayoutMethods,
  usePayoutMethods,
  type PayoutMethod,
} from '../api/member-account-api.ts';
import { accountNumberDisplay } from '../contact-display.ts';
import { kindOf, MAX_PAYOUT_METHODS } from '../payout-methods.ts';
import styles from './member-account.module.css';
import { RemovePayoutDialog } from './remove-payout-dialog.tsx';
import type { MemberAccountSlots } from './slots.ts';

/**
 * Where withdrawals are paid: bank accounts and e-wallets, each added and removed with the payment
 * password. A member without one yet is told where to set it.
 */
export function PayoutMethodsCard({
  hasPaymentPassword,
  paymentPasswordHref,
  timeZone,
  PayoutMethodForm,
}: {
  hasPaymentPassword: boolean;
  paymentPasswordHref: string;
  timeZone?: string;
  PayoutMethodForm: MemberAccountSlots['PayoutMethodForm'];
}) {
  const { t } = useTranslation();
  const methods = usePayoutMethods();
  const invalidate = useInvalidatePayoutMethods();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutMethod | null>(null);
  const count = methods.data?.length ?? 0;
  const full = count >= MAX_PAYOUT_METHODS;

  return (
    <Card
      id="member-payout-title"
      icon="bank"
      title={t('memberAccount.payout.title')}
      text={t('memberAccount.payout.text', { count: MAX_PAYOUT_METHODS })}
      testId="member-payout"
      actions={
        hasPaymentPassword && !full && methods.isSuccess ? (
          <Button size="sm" icon={<Icon name="plus" size={16} />} onClick={() => setAdding(true)}>
            {t('memberAccount.payout.add')}
          </Button>
        ) : null
      }
    >
      {!hasPaymentPassword ? (
        <Notice
          tone="warning"
          icon="key"
          testId="payout-needs-password"
          actions={
            <Link to={paymentPasswordHref} className={buttonClass('outline', 'sm')}>
              {t('memberAccount.payout.setPassword')}
            </Link>
          }
        >
          {t('memberAccount.payout.needsPassword')}
        </Notice>
      ) : full ? (
        <Notice tone="info">{t('memberAccount.payout.full', { count: MAX_PAYOUT_METHODS })}</Notice>
      ) : null}

      <RecordList
        query={methods}
        items={methods.data}
        empty={{
          title: t('memberAccount.payout.emptyTitle'),
          text: t('memberAccount.payout.emptyText'),
          as: 'line',
        }}
        errorTitle={t('memberAccount.payout.loadFailed')}
        compact
      >
        {(items) => (
          <RecordRows label={t('memberAccount.payout.title')}>
            {items.map((method) => {
              const kind = kindOf(method);
              return (
                <RecordRow
                  key={method.id}
                  testId="payout-method"
                  icon={kind === 'EWALLET' ? 'wallet' : 'bank'}
                  title={method.bankName}
                  detail={
                    <>
                      {method.accountName} ·{' '}
                      <span className={styles.mono}>{accountNumberDisplay(method.accountNumber)}</span>
                    </>
                  }
                  meta={t('memberAccount.payout.addedOn', {
                    date: formatDate(new Date(method.createdAt), timeZone),
                  })}
                  amount={
                    <StatusPill tone={kind === 'EWALLET' ? 'info' : 'muted'} size="sm" dot={false}>
                      {t(`memberAccount.payout.kinds.${kind}`)}
                    </StatusPill>
                  }
                  status={
                    hasPaymentPassword ? (
                      <button
                        type="button"
                        className={styles.remove}
                        onClick={() => setRemoving(method)}
                        aria-label={t('memberAccount.payout.removeNamed', {
                          name: `${method.bankName} ${accountNumberDisplay(method.accountNumber)}`,
                        })}
                      >
                        <Icon name="trash" size={14} />
                        <span>{t('memberAccount.payout.remove')}</span>
                      </button>
                    ) : null
                  }
                />
              );
            })}
          </RecordRows>
        )}
      </RecordList>

      <ModalFrame
        open={adding}
        onClose={() => setAdding(false)}
        title={t('memberAccount.payout.addTitle')}
        size="md"
      >
        <div data-testid="payout-add-dialog">
          <PayoutMethodForm
            onAdded={() => {
              setAdding(false);
              void invalidate();
            }}
            onCancel={() => setAdding(false)}
          />
        </div>
      </ModalFrame>
      <RemovePayoutDialog method={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
